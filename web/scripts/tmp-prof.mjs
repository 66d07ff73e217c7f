import fs from "node:fs";
const [file, fracArg, mode] = process.argv.slice(2);
const frac = Number(fracArg ?? 0.4);
const p = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = p.startTime; const times = p.timeDeltas.map((d) => (t += d));
const cutoff = p.startTime + (p.endTime - p.startTime) * (1 - frac);
const self = new Map(), total = new Map(), fileSelf = new Map();
let n = 0;
const key = (cf) => `${cf.functionName || "(anon)"} ${cf.url.split("/").slice(-2).join("/")}:${cf.lineNumber}`;
const fkey = (cf) => { const u = cf.url; if (!u) return cf.functionName.startsWith("(") ? cf.functionName : "(native)"; if (u.includes("react-dom")) return "react-dom"; if (u.includes("react-router")) return "react-router"; if (u.includes("turbo-stream")) return "turbo"; if (u.includes("/build/server")) return "app-build"; if (u.startsWith("node:")) return "node:" + u.slice(5).split("/")[0]; return u.split("/").slice(-3).join("/"); };
for (let i = 0; i < p.samples.length; i++) {
  if (times[i] < cutoff) continue;
  n++;
  let id = p.samples[i]; const node = byId.get(id);
  self.set(key(node.callFrame), (self.get(key(node.callFrame)) ?? 0) + 1);
  fileSelf.set(fkey(node.callFrame), (fileSelf.get(fkey(node.callFrame)) ?? 0) + 1);
  const seen = new Set();
  while (id !== undefined) { const k = key(byId.get(id).callFrame); if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + 1); } id = parent.get(id); }
}
const show = (m, lim) => [...m].sort((a, b) => b[1] - a[1]).slice(0, lim).forEach(([k, v]) => console.log((100 * v / n).toFixed(1).padStart(5), k));
console.log("samples", n); console.log("-- by file"); show(fileSelf, 15);
console.log("-- self"); show(self, 40);
if (mode === "total") { console.log("-- total"); show(total, 80); }
if (mode && mode !== "total") { const re = new RegExp(mode); console.log("-- total matching"); show(new Map([...total].filter(([k]) => re.test(k))), 60); }
