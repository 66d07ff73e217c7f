import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1280, 375]) {
const ctx = await browser.newContext({ viewport: { width, height: 900 } }); const page = await ctx.newPage();
for (const p of process.argv.slice(2)) {
  await page.goto("http://127.0.0.1:5199" + p); await page.waitForTimeout(1500);
  const r = await new AxeBuilder({ page }).analyze();
  for (const v of r.violations) { console.log(width, p, v.id, v.help); for (const n of v.nodes.slice(0, 2)) console.log("   ", n.target.join(" "), n.failureSummary?.slice(0, 300)); }
}
}
await browser.close();
