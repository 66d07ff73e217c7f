// TEMPORARY (helper w3): screenshots. Delete me.
import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:5199";
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  page.on("console", (m) => { if (m.type() === "error") console.log("console", m.text()); });
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: "load" }); await page.waitForTimeout(1500);
    const name = `/tmp/w3-${p.replace(/[^a-z0-9]+/gi, "_")}-${width}.png`;
    const clip = process.env.CLIP ? process.env.CLIP.split(",").map(Number) : null;
    await page.screenshot({ path: name, fullPage: true, ...(clip ? { clip: { x: 0, y: clip[0], width, height: clip[1] } } : {}) });
    console.log(name);
  }
}
await browser.close();
