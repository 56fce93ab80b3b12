// node preview-frame.mjs PAGE TRANSITION N: the preview page's work for N
// display-link frames in its own WebAssembly module (tp_benchmark, which is
// PreviewStage.benchmark), on the page's archive; the same figure as the
// native preview-frame prints. Node runs V8, Chromium's engine.
import { readFileSync } from "node:fs";

const [page, name, count] = process.argv.slice(2);
const html = readFileSync(page, "utf8");
const script = (id) => html.match(new RegExp(`<script id="${id}"[^>]*>([^<]*)</script>`))[1];
const bytes = (text) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ""), "base64"));
const gzipped = new Blob([bytes(script("transpec-module"))]).stream().pipeThrough(new DecompressionStream("gzip"));
const module = new Uint8Array(await new Response(gzipped).arrayBuffer());
const { instance } = await WebAssembly.instantiate(module, {});
const x = instance.exports;
const archive = bytes(script("transpec-archive"));
const pointer = x.tp_alloc(archive.length);
new Uint8Array(x.memory.buffer, pointer, archive.length).set(archive);
if (x.tp_load(pointer, archive.length) < 0) throw new Error("the archive was refused");
const index = JSON.parse(script("transpec-data")).transitions.findIndex((t) => t.name === name);
if (x.tp_select(index, 390, 844, 120) !== 0) throw new Error(`no transition ${name}`);
x.tp_benchmark(1000);
const start = performance.now();
const checksum = x.tp_benchmark(Number(count));
const seconds = (performance.now() - start) / 1000;
console.log(`checksum: ${checksum}`);
console.log(`seconds per frame: ${seconds / Number(count)}`);
