// The preview's WebAssembly module in Node, as the page loads it: from a
// page `transpec preview` writes. Each replay is compared with `transpec
// simulate` frame by frame. Run by scripts/test (`node --test Preview/tests/`);
// TRANSPEC names the binary (default .build/debug/transpec).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const transpec = process.env.TRANSPEC || join(root, ".build", "debug", "transpec");
const folder = mkdtempSync(join(tmpdir(), "transpec-module-"));
after(() => rmSync(folder, { recursive: true, force: true }));
const TOLERANCE = 1e-6;
const LEADING = ["t", "progress", "velocity", "offset", "offsetAcross", "dimming", "sharedFraction"];
const PROPERTIES = ["alpha", "scale", "translationX", "translationY", "cornerRadius", "rotation", "shadowOpacity",
  "shadowRadius"];

// A page for `spec`, and what it carries.
async function page(spec, ...options) {
  const file = join(folder, "page.html");
  execFileSync(transpec, ["preview", spec, "--output", file, "--quiet", ...options], { cwd: root });
  const html = readFileSync(file, "utf8");
  const script = (id) => html.match(new RegExp(`<script id="${id}"[^>]*>([^<]*)</script>`))[1];
  const bytes = (text) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ""), "base64"));
  const stream = new Blob([bytes(script("transpec-module"))]).stream().pipeThrough(new DecompressionStream("gzip"));
  const module = new Uint8Array(await new Response(stream).arrayBuffer());
  return { html, module, archive: bytes(script("transpec-archive")), data: JSON.parse(script("transpec-data")) };
}

// The module with an archive loaded, as the page's Engine drives it.
async function engine(spec, transition, ...options) {
  const loaded = await page(spec, ...options);
  const { instance } = await WebAssembly.instantiate(loaded.module, {});
  const x = instance.exports;
  const doubles = (pointer) => Array.from(new Float64Array(x.memory.buffer, pointer, x.tp_count()));
  const load = (bytes) => {
    const pointer = x.tp_alloc(bytes.length);
    new Uint8Array(x.memory.buffer, pointer, bytes.length).set(bytes);
    const result = x.tp_load(pointer, bytes.length);
    x.tp_free(pointer);
    return result;
  };
  assert.equal(load(loaded.archive), loaded.data.transitions.length);
  const index = loaded.data.transitions.findIndex((t) => t.name === transition);
  const [width, height] = loaded.data.container.split("x").map(Number);
  assert.equal(x.tp_select(index, width, height, loaded.data.fps), 0);
  const plans = loaded.data.transitions[index].plans;
  return { x, doubles, load, plans, loaded };
}

// The log as frames named as simulate names its columns.
function frames({ x, doubles, plans }, plan) {
  const stride = x.tp_log_stride();
  const values = doubles(x.tp_log(0));
  const result = [];
  for (let i = 0; i < values.length / stride; i++) {
    const row = values.slice(i * stride, (i + 1) * stride);
    const frame = {};
    LEADING.forEach((name, k) => { frame[name] = row[k]; });
    plans[plan].elements.forEach((e, j) => PROPERTIES.forEach((p, k) => {
      frame[`${e.name}.${p}`] = row[LEADING.length + j * 8 + k];
    }));
    result.push(frame);
  }
  return result;
}

function simulate(...args) {
  return JSON.parse(execFileSync(transpec, ["simulate", ...args, "--format", "json"], { cwd: root, encoding: "utf8" }));
}

function assertSameFrames(ours, simulated) {
  const samples = simulated.samples;
  assert.equal(ours.length, samples.length, "as many frames as simulate prints");
  assert.ok(samples.length > 10);
  samples.forEach((sample, i) => {
    assert.equal(ours[i].t, sample.t, `frame ${i}'s time`);
    for (const key of ["progress", "offset", "offsetAcross"]) {
      if (key in sample) assert.ok(Math.abs(ours[i][key] - sample[key]) <= TOLERANCE, `frame ${i}: ${key}`);
    }
  });
  for (const [element, properties] of Object.entries(simulated.elements || {})) {
    for (const [property, values] of Object.entries(properties)) {
      const key = { dimming: "dimming", sharedElement: "sharedFraction" }[element] || `${element}.${property}`;
      values.forEach((value, i) => assert.ok(Math.abs(ours[i][key] - value) <= TOLERANCE, `frame ${i}: ${key}`));
    }
  }
}

// Touches at 1000 s + their time on a page clock, with the display link
// ticking at 60 Hz between them and after the last until at rest.
function play(e, rows) {
  const { x } = e;
  const names = { down: 0, move: 1, up: 2, cancel: 3 };
  let clock = 1000;
  for (const [t, px, py, event] of rows) {
    while (clock + 1 / 60 < 1000 + t) { clock += 1 / 60; x.tp_advance(clock); }
    const given = x.tp_touch(names[event], 1000 + t, px, py);
    assert.ok(!Number.isNaN(given), `the ${event} at ${t} was taken`);
  }
  for (let i = 0; i < 2000; i++) { clock += 1 / 60; x.tp_advance(clock); }
}

function traceRows(e) {
  const values = e.doubles(e.x.tp_rows());
  const rows = ["t,x,y,event"];
  for (let i = 0; i < values.length; i += 4) {
    rows.push(`${values[i]},${values[i + 1]},${values[i + 2]},${["down", "move", "up", "cancel"][values[i + 3]]}`);
  }
  const file = join(folder, "trace.csv");
  writeFileSync(file, rows.join("\n") + "\n");
  return file;
}

test("the module needs no imports and exports what the page calls", async () => {
  const { module, html } = await page("Specs/tags-sheet.transpec.yaml");
  assert.deepEqual(WebAssembly.Module.imports(new WebAssembly.Module(module)), []);
  const exported = new Set(WebAssembly.Module.exports(new WebAssembly.Module(module)).map((e) => e.name));
  const called = new Set(html.match(/\bx\.tp_[a-z_]+/g).map((name) => name.slice(2)));
  for (const name of called) assert.ok(exported.has(name), `the module exports ${name}`);
});

test("the readout has the slots the page reads", async () => {
  const e = await engine("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss");
  const slots = e.loaded.html.match(/const SLOTS = \[([^\]]*)\]/)[1].match(/"[a-zA-Z]+"/g);
  assert.equal(e.x.tp_readout_slots(), slots.length);
  const readout = e.doubles(e.x.tp_readout());
  assert.equal(readout.length, slots.length + 8 * readout[slots.indexOf('"elementCount"')]);
  assert.equal(readout[slots.indexOf('"shown"')], 1);
  assert.equal(readout[slots.indexOf('"distance"')], 844);
});

test("archives the module refuses change nothing: the last good motion plays on", async () => {
  const e = await engine("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss");
  assert.equal(e.load(new TextEncoder().encode("<html>")), -1);
  const newer = e.loaded.archive.slice();
  newer[4] = e.loaded.archive[4] + 1; // one format newer than this module reads
  assert.equal(e.load(newer), -2);
  assert.equal(e.load(e.loaded.archive.slice(0, e.loaded.archive.length - 3)), -3);
  assert.equal(e.x.tp_touch(0, 1, 0, 0), 0, "the stage still takes a drag");
  assert.equal(e.x.tp_touch(2, 1.5, 0, 300), 0.5);
  e.x.tp_advance(3);
  assert.equal(e.load(e.loaded.archive), e.loaded.data.transitions.length);
  assert.ok(Number.isNaN(e.x.tp_touch(0, 4, 0, 0)), "a new archive waits for a transition to be picked");
  assert.equal(e.x.tp_select(e.loaded.data.transitions.length, 390, 844, 120), -1);
  assert.equal(e.x.tp_select(0, 390, 844, 120), 0);
});

test("the re-grab trace replays as simulate replays it", async () => {
  const e = await engine("Specs/tags-sheet.transpec.yaml", "TagsSheetDismiss");
  const rows = readFileSync(join(root, "Docs/traces/regrab.csv"), "utf8").split("\n")
    .filter((line) => /^\d/.test(line)).map((line) => line.split(",")).map(([t, x, y, event]) => [+t, +x, +y, event]);
  play(e, rows);
  const simulated = simulate("gesture", "Specs/tags-sheet.transpec.yaml", traceRows(e), "--transition", "TagsSheetDismiss");
  assert.equal(simulated.counts.regrab, 1);
  assertSameFrames(frames(e, 0), simulated);
});

test("a 2-D fling replays as simulate replays it, across the travel too", async () => {
  const e = await engine("Specs/media-viewer.transpec.yaml", "MediaViewerDismiss");
  play(e, [[0, 200, 400, "down"], [0.016, 195, 404, "move"], [0.033, 185, 410, "move"], [0.05, 165, 418, "move"],
    [0.066, 140, 426, "move"], [0.083, 110, 432, "move"], [0.09, 100, 434, "up"]]);
  const simulated = simulate("gesture", "Specs/media-viewer.transpec.yaml", traceRows(e));
  assert.ok(simulated.calls.some((call) => call.flight));
  assertSameFrames(frames(e, 0), simulated);
});

test("a play from code samples as simulate play does", async () => {
  const e = await engine("Specs/app-store-card.transpec.yaml", "AppStoreCardPresent");
  const present = e.plans.findIndex((plan, i) => i > 0 && plan.operation === "present") - 1;
  assert.equal(e.x.tp_play(present, 50), 1);
  assert.equal(e.x.tp_play(present, 50), 0, "one play at a time");
  for (let clock = 50; clock < 52; clock += 1 / 60) e.x.tp_advance(clock);
  const simulated = simulate("play", "Specs/app-store-card.transpec.yaml", "present", "--transition", "AppStoreCardPresent");
  assertSameFrames(frames(e, present + 1), simulated);
});

test("a detent move samples as simulate plays setDetent", async () => {
  const e = await engine("Specs/maps-sheet.transpec.yaml", "MapsSheetDrag", "--container", "1024x1366");
  const half = e.loaded.data.transitions.find((t) => t.name === "MapsSheetDrag").detents.indexOf("half");
  assert.equal(e.x.tp_can(2, half), 1);
  assert.equal(e.x.tp_move_to_detent(half, 7), 1);
  for (let clock = 7; clock < 9; clock += 1 / 60) e.x.tp_advance(clock);
  assert.equal(e.x.tp_can(2, half), 0, "it rests there");
  const simulated = simulate("play", "Specs/maps-sheet.transpec.yaml", "dismiss", "--transition", "MapsSheetDrag",
    "--to-detent", "half", "--container", "1024x1366");
  assertSameFrames(frames(e, 0), simulated);
});
