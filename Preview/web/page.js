// The transpec preview page. Every number that moves comes from the
// WebAssembly module (TranspecRuntime and TranspecPlayback in Embedded
// Swift): this script feeds it touches and button presses with their
// times, and draws what it reads back. It computes no motion of its own.
"use strict";

// The readout's slots, in the order of StageReadout.Slot in Swift.
const SLOTS = [
  "phase", "decision", "progress", "velocity", "time", "settleTime", "offsetAlong", "offsetAcross",
  "dimming", "sharedFraction", "shown", "restingDetent", "motionKind", "plan", "distance", "travel",
  "fingerVelocity", "releaseNowDecision", "releaseNowTarget", "projection", "headingAlong", "headingAcross",
  "target", "threshold", "frameX", "frameY", "frameWidth", "frameHeight", "elementCount",
];
const ELEMENT_VALUES = ["alpha", "scale", "translationX", "translationY", "cornerRadius", "rotation",
  "shadowOpacity", "shadowRadius"];
const LOG_LEADING = ["t", "progress", "velocity", "offset", "offsetAcross", "dimming", "sharedFraction"];
const EVENT = { began: 1, regrab: 2, release: 3, end: 4, crossing: 5, playStarted: 6, detentMoveStarted: 7 };
const TOUCH = { down: 0, move: 1, up: 2, cancel: 3 };
const PHASES = ["idle", "tracking", "settling", "at rest"];
const DECISIONS = ["", "complete", "cancel"];
// Screen directions of the edges a view travels toward (left to right layout).
const EDGE = { top: [0, -1], bottom: [0, 1], left: [-1, 0], right: [1, 0], leading: [-1, 0], trailing: [1, 0] };

const $ = (id) => document.getElementById(id);
const data = JSON.parse($("transpec-data").textContent);

function base64Bytes(text) {
  const binary = atob(text.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function gunzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// The module's functions, with numbers read out of its memory.
class Engine {
  constructor(instance) {
    this.x = instance.exports;
    if (this.x.tp_readout_slots() !== SLOTS.length) {
      throw new Error("this page and its module disagree on the readout's layout");
    }
  }
  doubles(pointer) {
    const count = this.x.tp_count();
    return count ? new Float64Array(this.x.memory.buffer, pointer, count).slice() : new Float64Array(0);
  }
  load(bytes) {
    const pointer = this.x.tp_alloc(bytes.length);
    new Uint8Array(this.x.memory.buffer, pointer, bytes.length).set(bytes);
    const result = this.x.tp_load(pointer, bytes.length);
    this.x.tp_free(pointer);
    return result;
  }
  readout() {
    const values = this.doubles(this.x.tp_readout());
    const r = {};
    SLOTS.forEach((name, i) => { r[name] = values[i]; });
    r.elements = [];
    for (let i = 0; i < r.elementCount; i++) {
      const e = {};
      ELEMENT_VALUES.forEach((name, k) => { e[name] = values[SLOTS.length + i * 8 + k]; });
      r.elements.push(e);
    }
    return r;
  }
  events() {
    const values = this.doubles(this.x.tp_events());
    const events = [];
    for (let i = 0; i + 12 <= values.length; i += 12) {
      events.push({ kind: values[i], t: values[i + 1], v: Array.from(values.subarray(i + 2, i + 12)) });
    }
    return events;
  }
  log(from) {
    const values = this.doubles(this.x.tp_log(from));
    return { stride: this.x.tp_log_stride(), values };
  }
  rows() {
    const values = this.doubles(this.x.tp_rows());
    const rows = [];
    for (let i = 0; i + 4 <= values.length; i += 4) rows.push([values[i], values[i + 1], values[i + 2], values[i + 3]]);
    return rows;
  }
  detentStops() {
    const values = this.doubles(this.x.tp_detent_stops());
    const stops = [];
    for (let i = 0; i + 3 <= values.length; i += 3) stops.push({ detent: values[i], progress: values[i + 1], offset: values[i + 2] });
    return stops;
  }
  printed() {
    const count = this.x.tp_printed_count ? this.x.tp_printed_count() : 0;
    if (!count) return "";
    return new TextDecoder().decode(new Uint8Array(this.x.memory.buffer, this.x.tp_printed(), count));
  }
}

const state = {
  engine: null,
  meta: data,              // the spec's transitions, as the tool described them
  transition: null,        // the selected one's description
  container: { width: 390, height: 844 },
  motion: -1,              // the motion number the log copy belongs to
  log: { stride: 0, values: [] },
  events: [],              // this motion's events
  previous: null,          // the last motion's log and events, charted while a drag has no release yet
  lastRelease: null,
  lastDragRows: [],        // the last drag's touches, for its trace
  lastDragSetup: null,     // what the trace needs to replay: transition, container, detent
  pointer: null,           // the finger or mouse button driving the drag
  scale: 1,
  view: null,
  failed: false,
};

// ---- Boot --------------------------------------------------------------

async function boot() {
  $("spec-name").textContent = data.spec;
  document.title = `${data.spec} · transpec preview`;
  $("about").textContent = `Played by TranspecRuntime compiled to WebAssembly by ${data.tool}, `
    + `${data.fps} frames per second, as \`transpec simulate\` plays it.`;
  const module = await gunzip(base64Bytes($("transpec-module").textContent));
  const { instance } = await WebAssembly.instantiate(module, {});
  state.engine = new Engine(instance);
  const [w, h] = (data.container || "390x844").split("x").map(Number);
  state.container = { width: w, height: h };
  setDevicePicker();
  applyMotion(data, base64Bytes($("transpec-archive").textContent), data.selected);
  showDiagnostics(data.diagnostics || []);
  bindInput();
  if (data.serve) listen();
  requestAnimationFrame(tick);
}

// Loads an archive with its description; keeps the selected transition
// when it is still there.
function applyMotion(meta, archive, preferred) {
  const count = state.engine.load(archive);
  if (count < 0) throw new Error(`the motion archive was refused (${count})`);
  state.meta = meta;
  const picker = $("transition-picker");
  picker.textContent = "";
  meta.transitions.forEach((t, i) => picker.add(new Option(`${t.name} (${t.operation})`, String(i))));
  let index = meta.transitions.findIndex((t) => t.name === preferred);
  if (index < 0) index = 0;
  picker.value = String(index);
  select(index);
}

function select(index) {
  const e = state.engine;
  state.transition = state.meta.transitions[index];
  if (e.x.tp_select(index, state.container.width, state.container.height, state.meta.fps) !== 0) {
    throw new Error("the stage refused the transition or the container");
  }
  state.transition.plans.forEach((plan, p) => plan.elements.forEach((element, i) => {
    if (element.size) e.x.tp_view_size(p, i, element.size[0], element.size[1]);
  }));
  state.motion = -1;
  state.log = { stride: 0, values: [] };
  state.events = [];
  state.lastRelease = null;
  buildView();
  buildButtons();
  draw();
}

// ---- The phone ---------------------------------------------------------

function setDevicePicker() {
  const picker = $("device-picker");
  const value = `${state.container.width}x${state.container.height}`;
  if ([...picker.options].some((o) => o.value === value)) {
    picker.value = value;
  } else {
    picker.value = "custom";
    $("custom-size").hidden = false;
  }
  $("custom-width").value = state.container.width;
  $("custom-height").value = state.container.height;
}

function element(className, parent, text) {
  const node = document.createElement("div");
  node.className = className;
  if (text !== undefined) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

// The screens, the elements' boxes and the rules, for the selected
// transition and container.
function buildView() {
  const t = state.transition;
  const { width, height } = state.container;
  const screen = $("screen");
  screen.textContent = "";
  const area = $("stage-area").clientWidth || window.innerWidth;
  const room = Math.min(area - 40, 560);
  const tall = Math.max(window.innerHeight - 160, 360);
  state.scale = Math.min(room / width, tall / height, 1.5);
  screen.style.width = `${width * state.scale}px`;
  screen.style.height = `${height * state.scale}px`;
  const scaled = element("scaled", screen);
  scaled.style.width = `${width}px`;
  scaled.style.height = `${height}px`;
  scaled.style.transform = `scale(${state.scale})`;
  const under = element("page under", scaled);
  element("page-label", under, t.screens.under);
  const dimming = element("dimming", scaled);
  dimming.style.width = `${width}px`;
  dimming.style.height = `${height}px`;
  dimming.style.background = t.dimmingColor || "#000";
  const moving = element(`page moving${t.kind === "modal" ? " sheet" : ""}`, scaled);
  element("page-label", moving, t.screens.moving);
  const rules = element("layer", scaled);
  const flying = element("element flying", scaled);
  flying.hidden = true;
  const flash = element("flash", scaled);
  state.view = { scaled, under, moving, dimming, rules, flying, flash, boxes: [], plan: -1 };
}

// Lays out the plan's elements as boxes on their screens: the sizes
// --view-size gives, else a column of bars.
function layoutElements(planIndex, r) {
  const view = state.view;
  const plan = state.transition.plans[planIndex];
  view.boxes.forEach((b) => b.node.remove());
  view.boxes = [];
  const frameWidth = r.frameWidth, frameHeight = r.frameHeight;
  const columns = { moving: 64, under: 64 };
  for (const e of plan.elements) {
    const onMoving = e.onMovingScreen;
    const pageWidth = onMoving ? frameWidth : state.container.width;
    const pageHeight = onMoving ? frameHeight : state.container.height;
    const count = plan.elements.filter((x) => x.onMovingScreen === onMoving).length;
    const [w, h] = e.size || [Math.min(pageWidth - 48, 300), Math.max(44, Math.min(160, (pageHeight - 120) / count - 20))];
    const key = onMoving ? "moving" : "under";
    const box = { name: e.name, onMoving, x: (pageWidth - w) / 2, y: columns[key], w, h };
    columns[key] += h + 20;
    box.node = element("element", onMoving ? view.moving : view.under, e.name);
    view.boxes.push(box);
  }
  view.plan = planIndex;
}

function draw() {
  if (!state.engine || state.failed) return;
  const r = state.engine.readout();
  state.readout = r;
  const t = state.transition;
  const plan = t.plans[r.plan];
  const view = state.view;
  if (view.plan !== r.plan) layoutElements(r.plan, r);
  const [dx, dy] = EDGE[plan.edge];
  // The moving screen at its resting frame plus the offset: along the
  // plan's edge, and across it (a quarter turn counterclockwise).
  const x = r.frameX + r.offsetAlong * dx + r.offsetAcross * dy;
  const y = r.frameY + r.offsetAlong * dy - r.offsetAcross * dx;
  const moving = view.moving;
  moving.classList.toggle("still", !plan.movesScreen);
  moving.style.left = `${x}px`;
  moving.style.top = `${y}px`;
  moving.style.width = `${r.frameWidth}px`;
  moving.style.height = `${r.frameHeight}px`;
  const inMotion = r.phase === 1 || r.phase === 2;
  moving.hidden = !(r.shown || inMotion);
  const under = view.under;
  under.style.width = `${state.container.width}px`;
  under.style.height = `${state.container.height}px`;
  if (t.kind === "tab") {
    // The next tab enters beside the one leaving.
    under.style.left = `${x - r.travel * dx}px`;
    under.style.top = `${y - r.travel * dy}px`;
  } else {
    under.style.left = "0px";
    under.style.top = "0px";
  }
  view.dimming.style.opacity = t.dimmingColor ? Math.max(0, Math.min(1, r.dimming)) : 0;
  // Each element as the runtime evaluated it.
  view.boxes.forEach((box, i) => {
    const e = r.elements[i];
    const node = box.node;
    node.style.left = `${box.x}px`;
    node.style.top = `${box.y}px`;
    node.style.width = `${box.w}px`;
    node.style.height = `${box.h}px`;
    node.style.opacity = e.alpha;
    node.style.transform = `translate(${e.translationX}px, ${e.translationY}px) rotate(${e.rotation}deg) scale(${e.scale})`;
    node.style.borderRadius = `${Math.max(0, e.cornerRadius)}px`;
    node.style.boxShadow = e.shadowOpacity > 0 ? `0 0 ${e.shadowRadius}px rgba(0,0,0,${e.shadowOpacity})` : "none";
    node.classList.remove("ghost");
  });
  drawFlight(plan, r, x, y);
  drawRules(plan, r);
  drawPanel(r);
}

// The shared element flies from its source's box to its destination's,
// by the runtime's fraction.
function drawFlight(plan, r, x, y) {
  const view = state.view;
  const shared = plan.shared;
  const f = r.sharedFraction;
  const inMotion = r.phase === 1 || r.phase === 2;
  if (!shared || !inMotion || !(f > 0 && f < 1)) { view.flying.hidden = true; return; }
  const ends = [shared.source, shared.destination].map((name) => view.boxes.findIndex((b) => b.name === name));
  if (ends.some((i) => i < 0)) { view.flying.hidden = true; return; }
  const rects = ends.map((i) => {
    const box = view.boxes[i], e = r.elements[i];
    const ox = box.onMoving ? x : 0, oy = box.onMoving ? y : 0;
    const w = box.w * e.scale, h = box.h * e.scale;
    return { x: ox + box.x + e.translationX + (box.w - w) / 2, y: oy + box.y + e.translationY + (box.h - h) / 2, w, h };
  });
  const lerp = (a, b) => a + (b - a) * f;
  const node = view.flying;
  node.hidden = false;
  node.textContent = shared.source;
  node.style.left = `${lerp(rects[0].x, rects[1].x)}px`;
  node.style.top = `${lerp(rects[0].y, rects[1].y)}px`;
  node.style.width = `${lerp(rects[0].w, rects[1].w)}px`;
  node.style.height = `${lerp(rects[0].h, rects[1].h)}px`;
  ends.forEach((i) => view.boxes[i].node.classList.add("ghost"));
}

// The threshold, a projection's landing and the detents, where the moving
// screen's edge would be at each.
function drawRules(plan, r) {
  const rules = state.view.rules;
  rules.textContent = "";
  const t = state.transition;
  const e = state.engine;
  const [dx, dy] = EDGE[plan.edge];
  const vertical = dy !== 0;
  const place = (offset, label, className) => {
    const node = element(`rule ${vertical ? "horizontal" : "vertical"} ${className || ""}`, rules);
    const text = document.createElement("span");
    text.textContent = label;
    node.appendChild(text);
    if (vertical) {
      node.style.top = `${r.frameY + offset * dy + (dy > 0 ? 0 : r.frameHeight)}px`;
      node.style.width = `${state.container.width}px`;
    } else {
      node.style.left = `${r.frameX + offset * dx + (dx > 0 ? 0 : r.frameWidth)}px`;
      node.style.height = `${state.container.height}px`;
    }
  };
  if (t.detents && r.plan === 0) {
    for (const stop of e.detentStops()) {
      if (stop.detent < 0) continue;
      const name = t.detents[stop.detent];
      const current = r.restingDetent === stop.detent && r.shown;
      place(stop.offset, name, `detent ${current ? "current" : ""}`);
    }
  }
  const dragging = r.motionKind === 0 && (r.phase === 1 || r.phase === 2);
  if (!dragging || r.plan !== 0 || Number.isNaN(r.threshold) || t.detents) return;
  if (t.directions === "any") {
    const radius = Math.abs(e.x.tp_offset(r.threshold, 0));
    const ring = element("rule", rules);
    ring.style.cssText = `left:${r.frameX + r.frameWidth / 2 - radius}px;top:${r.frameY + r.frameHeight / 2 - radius}px;`
      + `width:${2 * radius}px;height:${2 * radius}px;border:1px dashed currentColor;border-radius:50%`;
    return;
  }
  place(e.x.tp_offset(r.threshold, 0), `threshold ${r.threshold}`);
  if (!Number.isNaN(r.projection)) place(e.x.tp_offset(r.projection, 0), "projects to", "detent");
}

function escapeHTML(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
}

// ---- The panel ---------------------------------------------------------

function buildButtons() {
  const t = state.transition;
  const plays = $("play-buttons");
  plays.textContent = "";
  t.plans.slice(1).forEach((plan, i) => {
    const button = document.createElement("button");
    button.textContent = plan.operation;
    button.title = `Plays ${plan.operation} from code, as the UIKit controller does`;
    button.dataset.play = String(i);
    button.addEventListener("click", () => act(() => state.engine.x.tp_play(i, performance.now() / 1000)));
    plays.appendChild(button);
  });
  const reset = document.createElement("button");
  reset.textContent = "Reset";
  reset.title = "Back to where a drag starts";
  reset.addEventListener("click", () => act(() => state.engine.x.tp_reset()));
  plays.appendChild(reset);
  const detents = $("detent-buttons");
  detents.textContent = "";
  (t.detents || []).forEach((name, i) => {
    const button = document.createElement("button");
    button.textContent = `→ ${name}`;
    button.title = `setDetent: moves the sheet to ${name}`;
    button.dataset.detent = String(i);
    button.addEventListener("click", () => act(() => state.engine.x.tp_move_to_detent(i, performance.now() / 1000)));
    detents.appendChild(button);
  });
}

function act(body) {
  if (state.failed) return;
  try {
    body();
    collect();
    draw();
  } catch (error) {
    fail(error);
  }
}

function drawPanel(r) {
  const e = state.engine;
  document.querySelectorAll("[data-play]").forEach((b) => { b.disabled = !e.x.tp_can(1, Number(b.dataset.play)); });
  document.querySelectorAll("[data-detent]").forEach((b) => { b.disabled = !e.x.tp_can(2, Number(b.dataset.detent)); });
  const t = state.transition;
  const rows = [];
  const add = (label, html) => rows.push(`<dt>${label}</dt><dd>${html}</dd>`);
  const decision = DECISIONS[r.decision];
  add("phase", PHASES[r.phase] + (decision ? ` → <span class="${decision}">${decision}</span>` : ""));
  let progress = r.progress.toFixed(4);
  if (r.phase === 1 && (r.progress < 0 || r.progress > 1)) progress += " · rubber band";
  add("progress", `${progress} <small>(${r.offsetAlong.toFixed(1)} pt)</small>`);
  add("velocity", r.phase === 1
    ? `finger ${r.fingerVelocity.toFixed(0)} pt/s`
    : `${r.velocity.toFixed(3)} /s · ${(r.velocity * r.distance).toFixed(0)} pt/s`);
  if (r.releaseNowDecision) {
    const now = DECISIONS[r.releaseNowDecision];
    add("release now", t.detents ? `to ${escapeHTML(stopName(r.releaseNowTarget))}` : `<span class="${now}">${now}</span>`);
  }
  if (state.lastRelease) add("release", describeRelease(state.lastRelease));
  if (!Number.isNaN(r.settleTime)) add("settle", `${r.settleTime.toFixed(3)} s`);
  if (t.detents) add("detent", r.shown ? escapeHTML(t.detents[r.restingDetent]) : "dismissed");
  $("readout").innerHTML = rows.join("");
  $("hint").textContent = hint(r);
  drawTimeline();
}

function stopName(progress) {
  const stop = state.engine.detentStops().find((s) => Math.abs(s.progress - progress) < 1e-12);
  if (!stop) return "";
  return stop.detent < 0 ? "dismissed" : state.transition.detents[stop.detent];
}

// Why the release went the way it did, in the rule's terms.
function describeRelease(release) {
  const [decision, progress, finger, view, settle, , detent, flightAlong, flightAcross, projection] = release.v;
  const rule = state.transition.release;
  const word = DECISIONS[decision];
  let why = "";
  if (rule.kind === "threshold") {
    if (rule.flick !== null && Math.abs(finger) >= rule.flick) why = `a flick (|v| ≥ ${rule.flick} pt/s)`;
    else why = progress >= rule.threshold ? `past the threshold ${rule.threshold}` : `short of the threshold ${rule.threshold}`;
  } else if (rule.kind === "projection") {
    why = `projected to ${projection.toFixed(3)}` + (detent >= 0 ? "" : ` (threshold ${rule.threshold})`);
  } else {
    const v = state.transition.directions === "any" ? finger : Math.abs(finger);
    const held = rule.conditions.findIndex((c) => progress >= c.progress && (c.speed === null || v >= c.speed));
    why = held >= 0 ? `anyOf #${held + 1} holds` : "no anyOf entry holds";
  }
  // On a detent sheet the stop is the outcome: a cancel there rests at a detent.
  const outcome = detent >= 0 ? `to ${escapeHTML(state.transition.detents[detent])}` : `<span class="${word}">${word}</span>`;
  let text = `${outcome} at ${progress.toFixed(3)}: ${why} · finger ${finger.toFixed(0)} pt/s`;
  if (Math.abs(view - finger) > 0.05) text += `, view ${view.toFixed(0)} pt/s`;
  if (!Number.isNaN(flightAlong)) text += ` · flies (${flightAlong.toFixed(2)}, ${flightAcross.toFixed(2)})`;
  return `${text} · settles in ${settle.toFixed(3)} s`;
}

function hint(r) {
  const e = state.engine;
  if (r.phase === 1 || r.phase === 2) return "";
  if (e.x.tp_can(0, 0)) return state.transition.gestureHint;
  const plays = state.transition.plans.slice(1).map((p) => p.operation);
  return plays.length ? `Nothing to drag now: press ${plays.join(" or ")}, or Reset.` : "Press Reset to drag again.";
}

// The last motion's progress over time, with its releases and crossings.
function drawTimeline() {
  const canvas = $("timeline");
  const context = canvas.getContext("2d");
  // While a drag has not been let go, the last motion's release stays on show.
  const released = state.events.some((e) => e.kind !== EVENT.began && e.kind !== EVENT.crossing);
  const shown = released || !state.previous ? { log: state.log, events: state.events } : state.previous;
  const { stride, values } = shown.log;
  const width = canvas.width, height = canvas.height;
  context.clearRect(0, 0, width, height);
  const count = stride ? values.length / stride : 0;
  if (count < 2) return;
  const t0 = values[0], t1 = values[(count - 1) * stride];
  let low = -0.05, high = 1.05;
  for (let i = 0; i < count; i++) {
    low = Math.min(low, values[i * stride + 1]);
    high = Math.max(high, values[i * stride + 1]);
  }
  const pad = 28;
  const px = (t) => pad + (t - t0) / Math.max(t1 - t0, 1e-9) * (width - pad - 8);
  const py = (p) => height - pad - (p - low) / (high - low) * (height - pad - 10);
  const style = getComputedStyle(document.documentElement);
  context.font = "12px sans-serif";
  context.strokeStyle = style.getPropertyValue("--line");
  context.fillStyle = style.getPropertyValue("--muted");
  for (const p of [0, 1]) {
    context.beginPath(); context.moveTo(pad, py(p)); context.lineTo(width - 8, py(p)); context.stroke();
    context.fillText(String(p), 4, py(p) + 4);
  }
  const r = state.readout;
  if (r && !Number.isNaN(r.threshold)) {
    context.setLineDash([4, 4]);
    context.beginPath(); context.moveTo(pad, py(r.threshold)); context.lineTo(width - 8, py(r.threshold)); context.stroke();
    context.setLineDash([]);
  }
  context.fillText(`${(t1 - t0).toFixed(2)} s`, width - 50, height - 8);
  context.strokeStyle = style.getPropertyValue("--accent");
  context.lineWidth = 2;
  context.beginPath();
  for (let i = 0; i < count; i++) {
    const x = px(values[i * stride]), y = py(values[i * stride + 1]);
    if (i === 0) context.moveTo(x, y); else context.lineTo(x, y);
  }
  context.stroke();
  context.lineWidth = 1;
  for (const event of shown.events) {
    if (event.kind === EVENT.release) {
      context.fillStyle = style.getPropertyValue(event.v[0] === 1 ? "--complete" : "--cancel");
      context.beginPath(); context.arc(px(event.t), py(event.v[1]), 4, 0, 2 * Math.PI); context.fill();
    } else if (event.kind === EVENT.crossing && event.v[0] >= 0) {
      context.fillStyle = "#c90";
      context.fillRect(px(event.t) - 1, py(event.v[2]) - 6, 2, 12);
    }
  }
  const release = shown.events.filter((e) => e.kind === EVENT.release).pop();
  const caption = release ? `Released at ${release.t.toFixed(3)} s (${DECISIONS[release.v[0]]}); ` : "";
  $("timeline-caption").textContent = `${caption}${count} frames over ${(t1 - t0).toFixed(3)} s.`;
}

// ---- The display link --------------------------------------------------

function tick(now) {
  if (state.failed) return;
  try {
    state.engine.x.tp_advance(now / 1000);
    collect();
    draw();
  } catch (error) {
    fail(error);
    return;
  }
  requestAnimationFrame(tick);
}

// Takes the module's new events and log frames.
function collect() {
  const e = state.engine;
  const motion = e.x.tp_motion();
  if (motion !== state.motion) {
    if (state.log.stride) state.previous = { log: state.log, events: state.events };
    state.motion = motion;
    state.log = { stride: 0, values: [] };
    state.events = [];
  }
  const stride = e.x.tp_log_stride();
  const from = state.log.stride ? state.log.values.length / state.log.stride : 0;
  const fresh = e.log(from);
  if (fresh.values.length) {
    state.log = { stride, values: state.log.values.concat(Array.from(fresh.values)) };
  }
  for (const event of e.events()) {
    state.events.push(event);
    if (event.kind === EVENT.release) state.lastRelease = event;
    if (event.kind === EVENT.crossing && event.v[0] >= 0) flashTrigger(event.v[0]);
    if (event.kind === EVENT.end && state.lastDragSetup && state.lastDragSetup.motion === motion) {
      state.lastDragRows = e.rows();
      $("save-trace").disabled = false;
      $("replay-command").textContent = replayCommand();
    }
  }
}

function flashTrigger(index) {
  const plan = state.transition.plans[state.readout ? state.readout.plan : 0];
  const trigger = plan.triggers[index];
  if (!trigger) return;
  const flash = state.view.flash;
  flash.textContent = `⚡ ${trigger.name}` + (trigger.haptic ? ` · ${trigger.haptic}` : "");
  flash.classList.add("on");
  clearTimeout(flash.timer);
  flash.timer = setTimeout(() => flash.classList.remove("on"), 60);
  if (trigger.haptic && navigator.vibrate) navigator.vibrate(trigger.haptic.startsWith("impact heavy") ? 20 : 10);
}

function fail(error) {
  state.failed = true;
  const printed = state.engine ? state.engine.printed() : "";
  const box = $("diagnostics");
  box.hidden = false;
  box.textContent = `The preview stopped: ${error.message || error}${printed ? `\n${printed}` : ""}\nReload the page to start again.`;
  console.error(error);
}

// ---- Touches -----------------------------------------------------------

function bindInput() {
  const screen = $("screen");
  const point = (event) => {
    const rect = screen.getBoundingClientRect();
    return [(event.clientX - rect.left) / state.scale, (event.clientY - rect.top) / state.scale];
  };
  const send = (kind, event) => {
    const [x, y] = point(event);
    return state.engine.x.tp_touch(kind, event.timeStamp / 1000, x, y);
  };
  screen.addEventListener("pointerdown", (event) => {
    if (state.failed || (state.pointer !== null && state.pointer !== event.pointerId)) return;
    if (event.button !== 0 && event.pointerType === "mouse") return;
    event.preventDefault();
    act(() => {
      const t = send(TOUCH.down, event);
      if (Number.isNaN(t)) return;
      state.pointer = event.pointerId;
      screen.setPointerCapture(event.pointerId);
      if (t === 0) state.lastDragSetup = dragSetup();
    });
  });
  screen.addEventListener("pointermove", (event) => {
    if (event.pointerId !== state.pointer) return;
    act(() => {
      const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      for (const sample of samples.length ? samples : [event]) send(TOUCH.move, sample);
    });
  });
  const lift = (kind) => (event) => {
    if (event.pointerId !== state.pointer) return;
    state.pointer = null;
    act(() => send(kind, event));
  };
  screen.addEventListener("pointerup", lift(TOUCH.up));
  screen.addEventListener("pointercancel", lift(TOUCH.cancel));
  screen.addEventListener("contextmenu", (event) => event.preventDefault());
  $("transition-picker").addEventListener("change", (event) => act(() => select(Number(event.target.value))));
  $("device-picker").addEventListener("change", (event) => {
    const custom = event.target.value === "custom";
    $("custom-size").hidden = !custom;
    if (!custom) setContainer(event.target.value.split("x").map(Number));
  });
  for (const id of ["custom-width", "custom-height"]) {
    $(id).addEventListener("change", () => setContainer([Number($("custom-width").value), Number($("custom-height").value)]));
  }
  $("save-trace").addEventListener("click", saveTrace);
  window.addEventListener("resize", () => act(() => { const r = state.readout; buildView(); if (r) layoutElements(r.plan, r); }));
}

function setContainer([width, height]) {
  if (!(width >= 1 && width <= 100000 && height >= 1 && height <= 100000)) return;
  state.container = { width, height };
  act(() => select(Number($("transition-picker").value)));
}

// What `simulate gesture` needs besides the trace to replay this drag.
function dragSetup() {
  const r = state.engine.readout();
  return {
    motion: state.engine.x.tp_motion(),
    transition: state.transition.name,
    container: `${state.container.width}x${state.container.height}`,
    // Named even when it is the tallest, where a drag starts by default.
    detent: state.transition.detents && r.restingDetent >= 0 ? state.transition.detents[r.restingDetent] : null,
  };
}

// ---- Record, then replay -----------------------------------------------

function traceFileName() {
  return `${state.lastDragSetup.transition}-drag.csv`;
}

function replayCommand() {
  const setup = state.lastDragSetup;
  const parts = ["transpec simulate gesture", shellWord(data.spec), shellWord(traceFileName()),
    "--transition", setup.transition];
  if (setup.container !== "390x844") parts.push("--container", setup.container);
  if (data.fps !== 120) parts.push("--fps", String(data.fps));
  if (setup.detent) parts.push("--from-detent", shellWord(setup.detent));
  for (const size of data.viewSizes) parts.push("--view-size", shellWord(size));
  return parts.join(" ");
}

function shellWord(word) {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

// The last drag as a trace `transpec simulate gesture` reads: each
// touch at the time the page gave it, written as the shortest decimal that
// reads back as the same double.
function traceText() {
  const names = ["down", "move", "up", "cancel"];
  const lines = [
    `# Recorded by transpec preview from ${data.spec}, ${state.lastDragSetup.transition}.`,
    `# Replay it: ${replayCommand()}`,
    "t,x,y,event",
  ];
  for (const [t, x, y, event] of state.lastDragRows) lines.push(`${t},${x},${y},${names[event]}`);
  return lines.join("\n") + "\n";
}

function saveTrace() {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([traceText()], { type: "text/csv" }));
  link.download = traceFileName();
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

// ---- --serve: the spec's changes, as they are saved -----------------------

function listen() {
  const source = new EventSource(`/events?since=${data.version}`);
  source.addEventListener("motion", (message) => {
    const received = performance.now();
    act(() => {
      const update = JSON.parse(message.data);
      const meta = Object.assign({}, state.meta, update);
      applyMotion(meta, base64Bytes(update.archive), state.transition ? state.transition.name : meta.selected);
      showDiagnostics([]);
      window.transpecPreview.reloads.push({ version: update.version, ms: performance.now() - received });
    });
  });
  source.addEventListener("diagnostics", (message) => {
    const update = JSON.parse(message.data);
    showDiagnostics(update.diagnostics);
    window.transpecPreview.reloads.push({ version: update.version, errors: update.diagnostics.length });
  });
}

function showDiagnostics(diagnostics) {
  const box = $("diagnostics");
  box.hidden = diagnostics.length === 0;
  box.textContent = "";
  if (!diagnostics.length) return;
  const title = document.createElement("strong");
  title.textContent = "The spec has errors; the last good motion keeps playing.";
  box.appendChild(title);
  for (const d of diagnostics) {
    box.appendChild(document.createTextNode(`\n${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`));
  }
}

// For the tests that drive this page in a browser, and for the curious.
window.transpecPreview = {
  reloads: [],
  ready: false,
  state: () => state.readout,
  phase: () => (state.readout ? PHASES[state.readout.phase] : "loading"),
  trace: () => (state.lastDragRows.length ? traceText() : null),
  command: () => (state.lastDragRows.length ? replayCommand() : null),
  // The last motion's frames, as `simulate` names its columns.
  frames: () => {
    const { stride, values } = state.log;
    const plan = state.transition.plans[state.log.stride ? state.readout.plan : 0];
    const frames = [];
    for (let i = 0; stride && i < values.length / stride; i++) {
      const row = values.slice(i * stride, (i + 1) * stride);
      const frame = {};
      LOG_LEADING.forEach((name, k) => { frame[name] = row[k]; });
      plan.elements.forEach((e, j) => ELEMENT_VALUES.forEach((name, k) => {
        frame[`${e.name}.${name}`] = row[LOG_LEADING.length + j * 8 + k];
      }));
      frames.push(frame);
    }
    return frames;
  },
  events: () => state.events.map((e) => ({ kind: e.kind, t: e.t, values: e.v })),
};

boot().then(() => { window.transpecPreview.ready = true; }, fail);
