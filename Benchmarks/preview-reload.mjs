// node preview-reload.mjs TRANSPEC SPEC SAVES: how long after a save under
// `transpec preview --serve` the page plays the new motion. It serves a copy
// of SPEC, loads the page's module as the page does, listens to /events,
// then saves the copy SAVES times (two springs in turn) and times each save
// until its motion is decoded into the module and put on a stage: the
// page's own work on a reload, less the drawing. Prints each and the median.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [transpec, spec, saves] = process.argv.slice(2);
const folder = mkdtempSync(join(tmpdir(), "transpec-reload-"));
const copy = join(folder, "served.transpec.yaml");
const original = readFileSync(spec, "utf8");
const variants = [original.replace(/response: ([0-9.]+)/, "response: 0.45"), original.replace(/response: ([0-9.]+)/, "response: 0.55")];
if (variants[0] === original) throw new Error("the spec has no `response:` to change");
writeFileSync(copy, original);
const server = spawn(transpec, ["preview", copy, "--serve", "--quiet"], { stdio: ["ignore", "pipe", "inherit"] });
const cleanup = () => { server.kill("SIGKILL"); rmSync(folder, { recursive: true, force: true }); };
try {
  const url = await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => {
      const found = String(chunk).match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (found) resolve(found[0]);
    });
    server.on("exit", () => reject(new Error("the server stopped")));
  });
  const html = await (await fetch(url)).text();
  const script = (id) => html.match(new RegExp(`<script id="${id}"[^>]*>([^<]*)</script>`))[1];
  const bytes = (text) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ""), "base64"));
  const gzipped = new Blob([bytes(script("transpec-module"))]).stream().pipeThrough(new DecompressionStream("gzip"));
  const { instance } = await WebAssembly.instantiate(new Uint8Array(await new Response(gzipped).arrayBuffer()), {});
  const x = instance.exports;
  const version = JSON.parse(script("transpec-data")).version;

  // The event stream, one parsed event at a time.
  const response = await fetch(`${url}events?since=${version}`);
  const reader = response.body.getReader();
  let buffered = "";
  async function nextEvent() {
    for (;;) {
      const end = buffered.indexOf("\n\n");
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const name = block.match(/^event: (.*)$/m);
        if (name) return { name: name[1], data: block.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n") };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("the event stream ended");
      buffered += Buffer.from(value).toString("utf8");
    }
  }

  const times = [];
  for (let i = 0; i < Number(saves); i++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const start = performance.now();
    writeFileSync(copy, variants[i % 2]);
    let event;
    do { event = await nextEvent(); } while (event.name !== "motion");
    const archive = bytes(JSON.parse(event.data).archive);
    const pointer = x.tp_alloc(archive.length);
    new Uint8Array(x.memory.buffer, pointer, archive.length).set(archive);
    if (x.tp_load(pointer, archive.length) < 0 || x.tp_select(0, 390, 844, 120) !== 0) throw new Error("refused");
    x.tp_free(pointer);
    times.push(performance.now() - start);
  }
  reader.cancel();
  times.sort((a, b) => a - b);
  console.log(`reloads (ms): ${times.map((t) => t.toFixed(1)).join(" ")}`);
  console.log(`median reload ms: ${times[Math.floor(times.length / 2)]}`);
} finally {
  cleanup();
}
