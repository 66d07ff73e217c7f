// The search page: GET form, filters, results against POST /api/stores/search, paging, load-more, no-JS.
import { expect, test } from "@playwright/test";
import { LIST_TEXT } from "../app/lib/messages";
import { apiSearch } from "./directory-helpers";

test("a name query shows the API's results and stays in the URL", async ({ page }) => {
  const expected = await apiSearch({ query: "antique", pagination: { page: 1, pageSize: 20 } });
  await page.goto("/search");
  const form = page.getByRole("search", { name: "Search stores" });
  await form.getByLabel("Store name").fill("antique");
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=antique/);
  await expect(page.getByTestId("results-heading")).toContainText(expected.meta.pagination.total.toLocaleString("en-US"));
  const cards = page.getByTestId("store-card");
  await expect(cards).toHaveCount(expected.data.length);
  await expect(cards.first().getByRole("link")).toHaveText(expected.data[0]!.name);
  await expect(page.getByLabel("Store name")).toHaveValue("antique");
});

test("filters are sent to the search and kept in the form", async ({ page }) => {
  const expected = await apiSearch({
    location: { state: "TX" },
    filters: { verified: true },
    pagination: { page: 1, pageSize: 20 },
  });
  await page.goto("/search?state=TX&feature=verified");
  await expect(page.getByTestId("store-card")).toHaveCount(expected.data.length);
  if (expected.data[0]) await expect(page.getByTestId("store-card").first().getByRole("link")).toHaveText(expected.data[0].name);
  await expect(page.locator("#search-state")).toHaveValue("TX");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked();
});

test("no match shows No stores found", async ({ page }) => {
  await page.goto("/search?q=zzqxjv-nothing-matches");
  await expect(page.getByTestId("results-heading")).toHaveText(LIST_TEXT.noStoresFound);
  await expect(page.getByTestId("store-card")).toHaveCount(0);
});

test("results are paged with crawlable links and load more appends 20 at a time", async ({ page }) => {
  const first = await apiSearch({ pagination: { page: 1, pageSize: 20 } });
  const second = await apiSearch({ pagination: { page: 2, pageSize: 20 } });
  expect(first.meta.pagination.pageCount).toBeGreaterThan(1);
  await page.goto("/search");
  const cards = page.getByTestId("store-card");
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId("pagination").locator('a[rel="next"]')).toHaveAttribute("href", "/search?page=2");
  await page.getByRole("button", { name: LIST_TEXT.loadMore }).click();
  await expect(cards).toHaveCount(40);
  await expect(cards.nth(20).getByRole("link")).toHaveText(second.data[0]!.name);
  await page.goto("/search?page=2");
  await expect(cards.first().getByRole("link")).toHaveText(second.data[0]!.name);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form is a plain GET form", async ({ page }) => {
    const expected = await apiSearch({ query: "barn", pagination: { page: 1, pageSize: 20 } });
    await page.goto("/search");
    const form = page.getByRole("search", { name: "Search stores" });
    await form.getByLabel("Store name").fill("barn");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=barn/);
    await expect(page.getByTestId("store-card")).toHaveCount(expected.data.length);
  });
});
