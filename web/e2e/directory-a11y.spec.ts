// axe-core on every directory page type; the projects run it at 1280 and 375 px.
import { test } from "./test";
import type { State } from "../app/lib/content/types";
import { apiData, expectAccessible, findStore } from "./directory-helpers";

const staticPages = ["/", "/stores", "/stores/a/1", "/states", "/regions", "/categories", "/search", "/search?q=zzqx-none", "/search?q=furniture+in+Paris%2C+Texas", "/search?q=furniture+in+Hudson+NY", "/search?q=Hudson&day=saturday&time=14:00&feature=delivery"];

for (const path of staticPages) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}

test("axe: a store page", async ({ page }) => {
  const store = await findStore("with enhanced data", (s) => s.hasEnhancedData && !!s.storeAnalysis);
  await page.goto(`/stores/${store.slug}`);
  await expectAccessible(page);
});

test("axe: a state page", async ({ page }) => {
  const states = await apiData<State[]>("/api/states");
  await page.goto(`/states/${states[0]!.slug}`);
  await expectAccessible(page);
});

test("axe: a region page", async ({ page }) => {
  const states = await apiData<State[]>("/api/states");
  await page.goto(`/regions/${states[0]!.region}`);
  await expectAccessible(page);
});
