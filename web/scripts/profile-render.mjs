// Renders pages through the built app's request handler in a loop, as the page cache does on a miss
// (no HTTP, no Express), and prints the CPU each render took: the first-view figure of
// docs/performance.md without the network. Needs `react-router build` and, for pages with data, the
// content service at CONTENT_URL. Run with `node --cpu-prof` for a profile.
//
//   NODE_ENV=production node scripts/profile-render.mjs [--warmup N] [--batches N] [--runs N] PATH...
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";

const args = process.argv.slice(2);
let runs = 100;
let batches = 10;
let warmup = 300;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--runs") runs = Number(args[++i]);
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
async function render(pathname) {
  const separator = pathname.includes("?") ? "&" : "?";
  const request = new Request(`${origin}${pathname}${separator}first=${++counter}`, {
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0", accept: "text/html" },
  });
  const response = await handle(request, { clientIp: "" });
  // As the page cache reads a render (web/server.js).
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
  return body.length;
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
