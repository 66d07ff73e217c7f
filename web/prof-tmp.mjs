import { chromium } from "@playwright/test";
import fs from "node:fs";
const path = process.argv[2] ?? "/stores/a/1";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const p = await ctx.newPage();
await p.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true }); });
const cdp = await ctx.newCDPSession(p);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await p.goto("http://127.0.0.1:3000" + path);
await p.waitForFunction(() => window.__antiquesRuntime !== undefined);
await p.waitForTimeout(1500);
const { profile } = await cdp.send("Profiler.stop");
console.log("longtasks", JSON.stringify(await p.evaluate(() => window.__lt)));
const paint = await p.evaluate(() => performance.getEntriesByType("paint").map((e) => [e.name, Math.round(e.startTime)]));
console.log(paint);
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i++] ?? 0)); }
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(7), k);
fs.writeFileSync("/tmp/page.cpuprofile", JSON.stringify(profile));
await b.close();
