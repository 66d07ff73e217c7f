// Page weight of the store page: at most 130 KB of gzip-compressed JavaScript and 20 KB of
// CSS, counted as the browser receives them: every .js / .css response while the page loads and for
// 3 s of idleness after (so code loaded when the page is idle, such as the deferred client runtime,
// counts too), each at its gzip size. A size check, not a timing. KB = 1024 bytes, as
// scripts/measure-js.mjs prints them.
import { gzipSync } from "node:zlib";
import { expect, test, type Response } from "./test";
import { detailedInsights } from "../app/lib/stores/store-display";
import { findStore } from "./directory-helpers";

const KB = 1024;
const JS_BUDGET = 130 * KB;
const CSS_BUDGET = 20 * KB;

interface Transfer {
  url: string;
  kind: "js" | "css";
  bytes: number;
  encoding: string;
}

/**
 * The gzip size of a response's body (what the budget counts): the body gzipped at the server's level
 * (zlib's default, 6). The browser may negotiate brotli, which is smaller: the budget is in gzip.
 */
async function wireSize(response: Response): Promise<{ bytes: number; encoding: string }> {
  const encoding = (await response.headerValue("content-encoding")) ?? "identity";
  const body = await response.body();
  return { bytes: gzipSync(body, { level: 6 }).length, encoding };
}

test("the store page stays within the JavaScript and CSS budgets", async ({ page }) => {
  // A store with most of what a store page can show (rating, insights): the largest payload.
  const store = await findStore("with a rating and enhanced data", (s) => s.displayRating !== null && !!detailedInsights(s));
  const pending: Promise<Transfer | null>[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    const kind = pathname.endsWith(".js") ? "js" : pathname.endsWith(".css") ? "css" : null;
    if (!kind || response.status() !== 200) return;
    pending.push(
      wireSize(response).then(
        ({ bytes, encoding }) => ({ url: pathname, kind, bytes, encoding }),
        () => null,
      ),
    );
  });

  const response = await page.goto(`/stores/${store.slug}`, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("store-name")).toHaveText(store.name);
  await page.waitForTimeout(3000);

  const transfers = (await Promise.all(pending)).filter((transfer): transfer is Transfer => transfer !== null);
  const total = (kind: Transfer["kind"]) => transfers.filter((t) => t.kind === kind).reduce((sum, t) => sum + t.bytes, 0);
  const report = transfers
    .sort((a, b) => b.bytes - a.bytes)
    .map((t) => `${(t.bytes / KB).toFixed(2).padStart(7)} KB ${t.encoding.padEnd(8)} ${t.url}`)
    .join("\n");
  const js = total("js");
  const css = total("css");
  console.log(`store page: JS ${(js / KB).toFixed(2)} KB gzip, CSS ${(css / KB).toFixed(2)} KB gzip\n${report}`);

  expect(transfers.some((t) => t.kind === "js")).toBe(true);
  expect(js, `JavaScript ${(js / KB).toFixed(2)} KB gzip\n${report}`).toBeLessThanOrEqual(JS_BUDGET);
  expect(css, `CSS ${(css / KB).toFixed(2)} KB gzip\n${report}`).toBeLessThanOrEqual(CSS_BUDGET);
});
