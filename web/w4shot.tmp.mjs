import { chromium } from "@playwright/test";
const [,, url, out, width = "1280", full = "0"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, geolocation: { latitude: 40.7, longitude: -74 }, permissions: ["geolocation"] });
const page = await context.newPage();
await page.goto(url);
if (url.includes("/map")) {
  await page.waitForSelector('[data-ready="true"]');
  await page.waitForTimeout(1500);
  const info = await page.evaluate(() => {
    const c = document.querySelector(".store-map-canvas").getBoundingClientRect();
    const outside = [...document.querySelectorAll(".store-marker,.store-cluster")].filter((m) => { const r = m.getBoundingClientRect(); return r.bottom < c.top || r.top > c.bottom || r.right < c.left || r.left > c.right; }).length;
    return { c: [c.top, c.bottom], outside, overflow: getComputedStyle(document.querySelector(".store-map-canvas")).overflow };
  });
  console.log(JSON.stringify(info));
}
if (process.env.NEAR) { await page.getByRole("button", { name: "Stores near me" }).click(); await page.waitForTimeout(2500); }
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
