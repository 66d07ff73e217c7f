// States, regions and categories pages against the content API.
import { expect, test } from "./test";
import type { StorePage } from "../app/lib/content/api.server";
import type { Category, Region, RegionDetail, State, StateDetail } from "../app/lib/content/types";
import { LIST_TEXT } from "../app/lib/messages";
import { api, apiData, expectFatalNotFound } from "./directory-helpers";

const AREA_PAGE_SIZE = 24;

test("/states lists every state with its count, grouped by region", async ({ page }) => {
  const [states, regions] = await Promise.all([apiData<State[]>("/api/states"), apiData<Region[]>("/api/regions")]);
  await page.goto("/states");
  await expect(page.getByTestId("region-group")).toHaveCount(regions.length);
  await expect(page.getByTestId("state-link")).toHaveCount(states.length);
  for (const state of states) {
    const link = page.locator(`[data-testid="state-link"][data-code="${state.code}"]`);
    await expect(link).toHaveAttribute("href", `/states/${state.slug}`);
    await expect(link.getByTestId("state-count")).toHaveText(state.storeCount.toLocaleString("en-US"));
  }
  const first = regions[0]!;
  const group = page.getByTestId("region-group").filter({ hasText: first.name });
  await expect(group.getByTestId("state-link")).toHaveCount(first.states.length);
});

test("a state page shows its stores, cities and hotspot towns; load more appends", async ({ page }) => {
  const states = await apiData<State[]>("/api/states");
  const state = [...states].sort((a, b) => b.storeCount - a.storeCount)[0]!;
  const detail = await apiData<StateDetail>(`/api/states/${state.slug}`);
  const stores = await api<StorePage>(
    `/api/stores?filters[state][$eq]=${state.code}&sort=name:asc&pagination[page]=1&pagination[pageSize]=${AREA_PAGE_SIZE}`,
  );
  await page.goto(`/states/${state.slug}`);
  await expect(page.locator("h1")).toContainText(state.name);
  await expect(page.getByTestId("state-store-count")).toHaveText(state.storeCount.toLocaleString("en-US"));
  await expect(page.getByTestId("city-link")).toHaveCount(detail.cities.length);
  await expect(page.getByTestId("city-link").first()).toContainText(detail.cities[0]!.name);
  const hotspots = page.getByTestId("hotspot-list").getByRole("link");
  await expect(hotspots).toHaveCount(detail.hotspots.length);
  const cards = page.getByTestId("store-card");
  await expect(cards).toHaveCount(stores.data.length);
  await expect(cards.first().getByRole("link")).toHaveText(stores.data[0]!.name);
  if (stores.meta.pagination.pageCount > 1) {
    await page.getByRole("button", { name: LIST_TEXT.loadMore }).click();
    await expect(cards).toHaveCount(Math.min(2 * AREA_PAGE_SIZE, stores.meta.pagination.total));
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", new RegExp(`/states/${state.slug}\\?page=2$`));
  }
});

test("a state is found by its code too, and a city filters its stores", async ({ page }) => {
  const states = await apiData<State[]>("/api/states");
  const state = states.find((s) => s.storeCount > 0)!;
  const detail = await apiData<StateDetail>(`/api/states/${state.code}`);
  await page.goto(`/states/${state.code.toLowerCase()}`);
  await expect(page.locator("h1")).toContainText(state.name);
  const city = detail.cities[0]!;
  await page.getByTestId("city-link").first().click();
  await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city.name).replace(/%20/g, "\\+")}`));
  await expect(page.getByTestId("store-card")).toHaveCount(Math.min(city.storeCount, AREA_PAGE_SIZE));
  // The city typed in another case finds the same stores, under the state's spelling of it.
  await page.goto(`/states/${state.slug}?city=${encodeURIComponent(city.name.toUpperCase())}`);
  await expect(page.locator("h1")).toContainText(`${city.name}, ${state.name}`);
  await expect(page.getByTestId("store-card")).toHaveCount(Math.min(city.storeCount, AREA_PAGE_SIZE));
});

test("an unknown state is the fatal 404", async ({ page }) => {
  await expectFatalNotFound(page, "/states/atlantis");
  await expectFatalNotFound(page, "/states/texas?page=0");
});

test("/regions and a region page show regions, their states, towns and stores", async ({ page }) => {
  const regions = await apiData<Region[]>("/api/regions");
  await page.goto("/regions");
  await expect(page.getByTestId("region-link")).toHaveCount(regions.length);
  const region = regions[0]!;
  await expect(page.getByTestId("region-list")).toContainText(region.storeCount.toLocaleString("en-US"));
  await page.getByTestId("region-link").first().click();
  await expect(page).toHaveURL(new RegExp(`/regions/${region.slug}$`));
  const detail = await apiData<RegionDetail>(`/api/regions/${region.slug}`);
  await expect(page.getByTestId("region-store-count")).toHaveText(detail.storeCount.toLocaleString("en-US"));
  await expect(page.getByTestId("state-link")).toHaveCount(detail.states.length);
  const stores = await api<StorePage>(
    `/api/stores?filters[region][$eq]=${region.slug}&sort=name:asc&pagination[pageSize]=${AREA_PAGE_SIZE}`,
  );
  await expect(page.getByTestId("store-card")).toHaveCount(stores.data.length);
  await expectFatalNotFound(page, "/regions/nowhere");
  // The list alone (load more) asks only for the stores, which the service refuses for an unknown region.
  await expectFatalNotFound(page, "/regions/nowhere?only=list");
});

test("/categories lists every category with a count and a link to the search page", async ({ page }) => {
  const categories = await apiData<Category[]>("/api/categories");
  await page.goto("/categories");
  await expect(page.getByTestId("category-link")).toHaveCount(categories.length);
  for (const category of categories) {
    const link = page.locator(`[data-testid="category-link"][data-slug="${category.slug}"]`);
    await expect(link).toHaveAttribute("href", `/search?category=${category.slug}`);
  }
  const first = categories[0]!;
  await expect(page.getByTestId("category-count").first()).toHaveText(new RegExp(`^${first.storeCount.toLocaleString("en-US")} store`));
  await page.getByTestId("category-link").first().click();
  await expect(page).toHaveURL(new RegExp(`/search\\?category=${first.slug}$`));
  await expect(page.locator("#search-category")).toHaveValue(first.slug);
});
