import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage();
const logs = [];
p.on("console", (m) => logs.push(m.type() + ": " + m.text()));
p.on("pageerror", (e) => logs.push("pageerror: " + e.message));
for (const path of ["/", "/stores/a/1", "/hudson-ny", "/map", "/search?q=furniture"]) {
  await p.goto("http://127.0.0.1:3000" + path);
  const atLoad = await p.evaluate(() => window.__antiquesRuntime ?? "none");
  const t0 = Date.now();
  await p.waitForFunction(() => window.__antiquesRuntime !== undefined, null, { timeout: 10000 });
  console.log(path, "at load:", atLoad, "hydrated after", Date.now() - t0, "ms");
}
console.log(logs.join("\n"));
await b.close();
