import fs from "node:fs";
const [file, fracArg, pattern] = process.argv.slice(2);
const frac = Number(fracArg ?? 0.4);
const p = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
let t = p.startTime; const times = p.timeDeltas.map((d) => (t += d));
const cutoff = p.startTime + (p.endTime - p.startTime) * (1 - frac);
const self = new Map(); let n = 0;
const key = (cf) => `${cf.functionName || "(anon)"} ${cf.url.split("/").slice(-2).join("/")}:${cf.lineNumber}`;
for (let i = 0; i < p.samples.length; i++) {
  if (times[i] < cutoff) continue; n++;
  const cf = byId.get(p.samples[i]).callFrame;
  if (!new RegExp(pattern).test(cf.url || "(native)")) continue;
  self.set(key(cf), (self.get(key(cf)) ?? 0) + 1);
}
[...self].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, v]) => console.log((100 * v / n).toFixed(2).padStart(6), k));
