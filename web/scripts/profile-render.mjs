// Renders pages through the built app's request handler in a loop, as the page cache does on a miss
// (no HTTP, no Express), and prints the CPU each render took: the first-view figure of
// docs/performance.md without the network. Needs `react-router build` and, for pages with data, the
// content service at CONTENT_URL. Run with `node --cpu-prof` for a profile.
//
//   NODE_ENV=production node scripts/profile-render.mjs [--warmup N] [--batches N] [--runs N] PATH...
//
// `--count N` renders each path `--warmup` times, then N times between two full collections
// (`gc()`, so run node with --expose-gc), and prints no timings: a run to count instructions with
// `valgrind --tool=cachegrind`, whose figures cover the whole process. The instructions of one
// render are the difference between two such runs (N and a larger N) divided by the renders
// between them, so start-up and warm-up cancel out. With node's --single-threaded (garbage
// collection and compilation on the main thread, counted) and --predictable-gc-schedule the runs
// repeat closely:
//
//   NODE_ENV=production valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=60.out \
//     node --single-threaded --expose-gc --predictable-gc-schedule \
//     scripts/profile-render.mjs --warmup 100 --count 60 /stores/SLUG
//
// (then again with --count 110; `cg_annotate` lists the functions, to set garbage collection and
// compilation apart).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";
import { renderThrough } from "../server/render-threads.mjs";

const args = process.argv.slice(2);
let runs = 100;
let batches = 10;
let warmup = 300;
/** Renders to count, without timings (see above); undefined for the timed batches. */
let count;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--count") count = Number(args[++i]);
  else if (args[i] === "--warmup") warmup = Number(args[++i]);
  else if (args[i] === "--batches") batches = Number(args[++i]);
  else paths.push(args[i]);
}
if (paths.length === 0) paths.push("/terms");

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, "..", process.env.BUILD_DIR || "build");
const build = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
const handle = createRequestHandler(build, "production");
const origin = "http://127.0.0.1:3000";

let counter = 0;
// As the page cache renders a page on a miss (web/server.js, web/server/render-thread.mjs).
const renderPage = renderThrough(handle);
async function render(pathname) {
  const separator = pathname.includes("?") ? "&" : "?";
  const { status, body } = await renderPage(`${origin}${pathname}${separator}first=${++counter}`, [
    ["user-agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0"],
    ["accept", "text/html"],
  ]);
  if (status !== 200) throw new Error(`${pathname}: ${status}`);
  return body.length;
}

if (count !== undefined) {
  if (typeof globalThis.gc !== "function") throw new Error("--count needs node --expose-gc");
  for (const pathname of paths) {
    for (let i = 0; i < warmup; i++) await render(pathname);
    globalThis.gc();
    let bytes = 0;
    for (let i = 0; i < count; i++) bytes = await render(pathname);
    globalThis.gc();
    console.log(`${pathname}\t${count} renders after ${warmup}\t${bytes} bytes`);
  }
  process.exit(0);
}

// CPU per render of each batch; the machine may be busy, so the least and the median batch are
// printed (the least is the steadiest figure to compare builds with).
for (const pathname of paths) {
  for (let i = 0; i < warmup; i++) await render(pathname);
  const perBatch = [];
  let bytes = 0;
  for (let b = 0; b < batches; b++) {
    const start = process.cpuUsage();
    for (let i = 0; i < runs; i++) bytes = await render(pathname);
    const cpu = process.cpuUsage(start);
    perBatch.push((cpu.user + cpu.system) / 1000 / runs);
  }
  perBatch.sort((a, b) => a - b);
  const median = perBatch[Math.floor(perBatch.length / 2)];
  console.log(`${pathname}\tCPU per render: least ${perBatch[0].toFixed(3)} ms, median ${median.toFixed(3)} ms (${batches} x ${runs})\t${bytes} bytes`);
}
