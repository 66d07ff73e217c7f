// The search page: what and where in one box (places as a removable chip, typos, why each store
// matched), folded filters with counts, open on a day at a time, paging, ways on from an empty
// result (the nearest matching stores first), and the plain GET form without JavaScript.
// Expectations come from POST /api/stores/search.
import { expect, test, type Page } from "./test";
import type { SearchResponse, SearchedStore } from "../app/lib/content/types";
import { LIST_TEXT } from "../app/lib/messages";
import { NEAREST_STORES_LABEL, nearestStoreText, noResultsText } from "../app/lib/search/no-results";
import { api, fullStores } from "./directory-helpers";

const QUERY_LABEL = "What are you looking for, and where?";

const search = (body: unknown) =>
  api<SearchResponse>("/api/stores/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 960;

/** Unfolds the filters where they fold (phones). */
async function openFilters(page: Page) {
  if (isMobile(page)) await page.getByTestId("search-filters").locator("summary").click();
}

async function searchFor(page: Page, text: string) {
  const form = page.getByRole("search", { name: "Search stores" });
  await form.getByLabel(QUERY_LABEL).fill(text);
  await form.getByRole("button", { name: "Search", exact: true }).click();
}

test("what and where: the place becomes a removable chip and every card says why it matched", async ({ page }) => {
  const query = "furniture in Hudson NY";
  const expected = await search({ query, pagination: { page: 1, pageSize: 20 } });
  const place = expected.meta.understood?.place;
  expect(place?.label, "the API reads Hudson, NY as the place").toBe("Hudson, NY");
  expect(expected.meta.pagination.total).toBeGreaterThan(0);
  await page.goto("/search");
  await searchFor(page, query);
  await expect(page).toHaveURL(/\/search\?q=furniture\+in\+Hudson\+NY/);
  await expect(page.getByTestId("results-heading")).toHaveText(`${expected.meta.pagination.total} stores found`);
  await expect(page.getByTestId("place-chip")).toContainText("Hudson, NY");
  const cards = page.getByTestId("store-card");
  await expect(cards).toHaveCount(expected.data.length);
  const first = expected.data[0] as SearchedStore;
  await expect(cards.first().getByRole("heading")).toHaveText(first.name);
  const reasons = cards.first().getByRole("list", { name: "Why it matched" });
  await expect(reasons).toContainText("Sells");
  await expect(reasons.locator("mark").first()).toHaveText(/furniture/i);
  await expect(cards.first()).toContainText("mi away");
  // The related town is on top, with its page.
  await expect(page.getByTestId("related-hotspot")).toHaveAttribute("href", `/${place!.hotspot}`);
  // Removing the place searches the same words everywhere.
  await page.getByRole("link", { name: "Remove the place Hudson, NY" }).click();
  await expect(page).toHaveURL(/\/search\?q=furniture$/);
  await expect(page.getByTestId("place-chip")).toHaveCount(0);
  const everywhere = await search({ query: "furniture" });
  await expect(page.getByTestId("results-heading")).toHaveText(`${everywhere.meta.pagination.total.toLocaleString("en-US")} stores found`);
});

test("a misspelt place offers the place meant", async ({ page }) => {
  const answer = await search({ query: "furniture in hudsen ny" });
  const meant = answer.meta.suggestions?.didYouMean;
  expect(meant?.query).toBe("furniture in Hudson ny");
  await page.goto("/search?q=furniture+in+hudsen+ny");
  await page.getByTestId("did-you-mean").getByRole("link", { name: "“furniture in Hudson ny”" }).click();
  await expect(page.getByTestId("place-chip")).toContainText("Hudson, NY");
  await expect(page.getByTestId("results-heading")).toHaveText(`${meant!.total} stores found`);
});

test("typos and a store's own name find what was meant", async ({ page }) => {
  const typo = await search({ query: "furnature" });
  const right = await search({ query: "furniture" });
  expect(typo.meta.pagination.total).toBe(right.meta.pagination.total);
  await page.goto("/search?q=furnature");
  await expect(page.getByTestId("results-heading")).toHaveText(`${right.meta.pagination.total.toLocaleString("en-US")} stores found`);

  const store = (await fullStores()).find((s) => s.name.split(" ").length >= 3)!;
  await page.goto("/search");
  await searchFor(page, store.name.toLowerCase());
  await expect(page.getByTestId("store-card").first().getByRole("heading")).toHaveText(store.name);
  await expect(page.getByLabel(QUERY_LABEL)).toHaveValue(store.name.toLowerCase());
});

test("filters show how many results have each value, and are sent with the words", async ({ page }) => {
  const base = await search({ query: "quilts" });
  const delivery = base.meta.facets.features.find((f) => f.value === "delivery")!;
  const state = base.meta.facets.states[0]!;
  await page.goto("/search?q=quilts");
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: `Delivery (${delivery.count})` })).toBeVisible();
  await expect(page.locator("#search-state option", { hasText: `${state.label} (${state.count})` })).toHaveCount(1);
  await page.locator("#search-state").selectOption(state.value);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`q=quilts&state=${state.value}`));
  await expect(page.getByTestId("results-heading")).toHaveText(`${state.count} ${state.count === 1 ? "store" : "stores"} found`);
  // The folded filters say how many are set.
  await expect(page.getByTestId("search-filters").locator("summary")).toContainText("1");
});

test("open on a day at a time keeps the stores open then, on their own clocks", async ({ page }) => {
  const expected = await search({ query: "Hudson", openAt: { day: "saturday", time: "14:00" } });
  const all = await search({ query: "Hudson" });
  expect(expected.meta.pagination.total).toBeLessThanOrEqual(all.meta.pagination.total);
  await page.goto("/search?q=Hudson");
  await openFilters(page);
  await page.locator("#search-day").selectOption("saturday");
  await page.locator("#search-time").selectOption("14:00");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/day=saturday&time=14%3A00/);
  await expect(page.getByTestId("results-heading")).toHaveText(
    expected.meta.pagination.total === 0 ? LIST_TEXT.noStoresFound : `${expected.meta.pagination.total} ${expected.meta.pagination.total === 1 ? "store" : "stores"} found`,
  );
  await expect(page.getByTestId("store-card")).toHaveCount(expected.data.length);
});

test("nothing found is never a dead end", async ({ page }) => {
  await page.goto("/search?q=zzqxjv-nothing-matches");
  await expect(page.getByTestId("results-heading")).toHaveText(LIST_TEXT.noStoresFound);
  await expect(page.getByTestId("store-card")).toHaveCount(0);
  await expect(page.getByTestId("empty-state").getByRole("link", { name: "Browse famous antique towns" })).toBeVisible();

  // Words found elsewhere but not in the place: offered without the place.
  const categories = await api<{ data: { name: string }[] }>("/api/categories");
  const hotspots = await api<{ data: { name: string; state: string }[] }>("/api/hotspots");
  let query = "";
  let elsewhere = 0;
  search: for (const hotspot of hotspots.data) {
    for (const category of categories.data) {
      const text = `${category.name} in ${hotspot.name} ${hotspot.state}`;
      const answer = await search({ query: text });
      if (answer.meta.pagination.total === 0 && answer.meta.suggestions?.withoutPlace) {
        query = text;
        elsewhere = answer.meta.suggestions.withoutPlace.total;
        break search;
      }
    }
  }
  expect(query, "some category has no store in some hotspot town").not.toBe("");
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const way = page.getByTestId("empty-state").getByRole("link", { name: new RegExp(`anywhere \\(${elsewhere.toLocaleString("en-US")} `) });
  await way.click();
  await expect(page.getByTestId("store-card").first()).toBeVisible();
});

test("a town where the directory has no store is a place, and the empty result says none is near", async ({ page }) => {
  // Paris, TX is in the reference towns the suite's content service reads (crates/api/tests/fixtures/places).
  for (const [query, what] of [
    ["Paris TX", ""],
    ["furniture in Paris, Texas", "furniture"],
  ] as const) {
    const answer = await search({ query });
    const place = answer.meta.understood?.place ?? null;
    expect(place?.label, query).toBe("Paris, TX");
    expect(answer.meta.pagination.total, query).toBe(0);
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByTestId("place-chip")).toContainText("Paris, TX");
    await expect(page.getByTestId("no-results-text")).toHaveText(noResultsText(place, what));
  }
  await expect(page.getByTestId("empty-state").getByRole("link", { name: /^“furniture” anywhere/ })).toBeVisible();
});

test("a radius with no store that matches lists the nearest that do first, each a link to its page", async ({ page }) => {
  // Paris, TX is a reference town with no store of the sample data near it.
  const query = "furniture in Paris, Texas";
  const answer = await search({ query });
  expect(answer.meta.pagination.total).toBe(0);
  const nearest = answer.meta.suggestions?.nearest ?? [];
  expect(nearest, "the API offers the nearest furniture stores").toHaveLength(3);
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const empty = page.getByTestId("empty-state");
  const links = empty.getByRole("list", { name: NEAREST_STORES_LABEL }).getByRole("link");
  await expect(links).toHaveText(nearest.map(nearestStoreText));
  await expect(links.first()).toContainText("mi away");
  for (const [i, store] of nearest.entries()) await expect(links.nth(i)).toHaveAttribute("href", `/stores/${store.slug}`);
  // They come before the other ways on.
  await expect(empty.getByRole("link").first()).toHaveText(nearestStoreText(nearest[0]!));
  await links.first().click();
  await expect(page).toHaveURL(`/stores/${nearest[0]!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nearest[0]!.name);
});

test("results are paged with crawlable links, load more appends 20, and a page past the end goes to the last", async ({ page }) => {
  const first = await search({ pagination: { page: 1, pageSize: 20 } });
  const second = await search({ pagination: { page: 2, pageSize: 20 } });
  expect(first.meta.pagination.pageCount).toBeGreaterThan(1);
  await page.goto("/search");
  const cards = page.getByTestId("store-card");
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId("pagination").locator('a[rel="next"]')).toHaveAttribute("href", "/search?page=2");
  await page.getByRole("button", { name: LIST_TEXT.loadMore }).click();
  await expect(cards).toHaveCount(40);
  await expect(cards.nth(20).getByRole("heading")).toHaveText(second.data[0]!.name);
  const furniture = await search({ query: "furniture", pagination: { page: 1, pageSize: 20 } });
  await page.goto("/search?q=furniture&page=999");
  await expect(page).toHaveURL(`/search?q=furniture&page=${furniture.meta.pagination.pageCount}`);
});

test("a visitor's shared location works like a place typed", async ({ page, context }) => {
  const hudson = { latitude: 42.2529, longitude: -73.791 };
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(hudson);
  const expected = await search({ query: "furniture", location: { near: hudson } });
  await page.goto("/search?q=furniture");
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page).toHaveURL(/\/search\?q=furniture&near=42\.2529%2C-73\.7910$/);
  await expect(page.getByTestId("place-chip")).toContainText("your location");
  await expect(page.getByTestId("results-heading")).toHaveText(`${expected.meta.pagination.total} stores found`);
  await expect(page.getByTestId("store-card").first()).toContainText("mi away");
  await page.getByRole("link", { name: "Remove the place your location" }).click();
  await expect(page).toHaveURL(/\/search\?q=furniture$/);
});

test("on a phone the first result shows without scrolling", async ({ page }) => {
  test.skip(!isMobile(page), "phones only");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/search?q=furniture+in+Hudson+NY");
  const box = await page.getByTestId("store-card").first().boundingBox();
  expect(box!.y).toBeLessThan(812);
  await expect(page.getByTestId("search-filters").locator("#search-category")).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form is a plain GET form", async ({ page }) => {
    const expected = await search({ query: "quilts in Vermont", pagination: { page: 1, pageSize: 20 } });
    await page.goto("/search");
    await searchFor(page, "quilts in Vermont");
    await expect(page).toHaveURL(/\/search\?q=quilts\+in\+Vermont/);
    await expect(page.getByTestId("store-card")).toHaveCount(expected.data.length);
  });
});
