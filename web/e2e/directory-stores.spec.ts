// Stores A–Z: the index, the letter pages, their validation, pagination and load-more.
import { expect, test } from "./test";
import type { StorePage } from "../app/lib/content/api.server";
import { LIST_TEXT } from "../app/lib/messages";
import { api, apiData, expectFatalNotFound } from "./directory-helpers";

type Letter = { letter: string; count: number };

const letterPage = (letter: string, page: number, size = 100) =>
  api<StorePage>(
    `/api/stores?filters[name][$startsWithi]=${letter}&sort=name:asc&pagination[page]=${page}&pagination[pageSize]=${size}`,
  );

test("the A–Z index lists every letter and digit with its count", async ({ page }) => {
  const letters = await apiData<Letter[]>("/api/stores/letters");
  await page.goto("/stores");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("A–Z");
  for (const { letter, count } of letters) {
    const item = page.getByTestId(`letter-${letter}`);
    await expect(item).toContainText(count.toLocaleString("en-US"));
    if (count > 0) await expect(item).toHaveAttribute("href", `/stores/${letter}/1`);
  }
});

test("a letter page shows exactly the content API's page of stores, with rel next", async ({ page }) => {
  const letters = await apiData<Letter[]>("/api/stores/letters");
  const busiest = [...letters].sort((a, b) => b.count - a.count)[0]!;
  const expected = await letterPage(busiest.letter, 1);
  await page.goto(`/stores/${busiest.letter}/1`);
  const cards = page.getByTestId("store-card");
  await expect(cards).toHaveCount(expected.data.length);
  await expect(cards.first().getByRole("link")).toHaveText(expected.data[0]!.name);
  await expect(cards.last().getByRole("link")).toHaveText(expected.data.at(-1)!.name);
  await expect(page.locator("h1")).toContainText(busiest.letter.toUpperCase());
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/stores/${busiest.letter}/1$`));
  if (expected.meta.pagination.pageCount > 1) {
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", new RegExp(`/stores/${busiest.letter}/2$`));
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    await expect(page.getByTestId("pagination").locator('a[rel="next"]')).toHaveAttribute("href", `/stores/${busiest.letter}/2`);
  }
});

test("/stores/{letter} is the letter's first page", async ({ page }) => {
  const expected = await letterPage("b", 1);
  await page.goto("/stores/b");
  await expect(page.getByTestId("store-card")).toHaveCount(expected.data.length);
  await expect(page.getByTestId("store-card").first().getByRole("link")).toHaveText(expected.data[0]!.name);
});

test("letters and pages outside the rules are the fatal 404", async ({ page }) => {
  const letters = await apiData<Letter[]>("/api/stores/letters");
  const withStores = letters.find((l) => l.count > 0)!;
  const pageCount = (await letterPage(withStores.letter, 1)).meta.pagination.pageCount;
  await expectFatalNotFound(page, "/stores/_");
  await expectFatalNotFound(page, "/stores/_/1");
  await expectFatalNotFound(page, "/stores/ab/1");
  await expectFatalNotFound(page, `/stores/${withStores.letter}/0`);
  await expectFatalNotFound(page, `/stores/${withStores.letter}/x`);
  await expectFatalNotFound(page, `/stores/${withStores.letter}/${pageCount + 1}`);
});

test("a later page has rel prev and next links in the head and numbered links", async ({ page }) => {
  const letters = await apiData<Letter[]>("/api/stores/letters");
  const busiest = [...letters].sort((a, b) => b.count - a.count)[0]!;
  const first = await letterPage(busiest.letter, 1);
  test.skip(first.meta.pagination.pageCount < 2, "no letter has a second page of 100 stores");
  await page.goto(`/stores/${busiest.letter}/2`);
  const expected = await letterPage(busiest.letter, 2);
  await expect(page.getByTestId("store-card")).toHaveCount(expected.data.length);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", new RegExp(`/stores/${busiest.letter}/1$`));
  await expect(page.getByTestId("pagination").getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
    "href",
    `/stores/${busiest.letter}/1`,
  );
  await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toHaveText("2");
});

test("load more appends the next page and stops on the last page", async ({ page }) => {
  const letters = await apiData<Letter[]>("/api/stores/letters");
  const busiest = [...letters].sort((a, b) => b.count - a.count)[0]!;
  const { pageCount } = (await letterPage(busiest.letter, 1)).meta.pagination;
  test.skip(pageCount < 2, "no letter has a second page of 100 stores");
  const start = pageCount - 1;
  const [current, last] = await Promise.all([letterPage(busiest.letter, start), letterPage(busiest.letter, pageCount)]);
  await page.goto(`/stores/${busiest.letter}/${start}`);
  const cards = page.getByTestId("store-card");
  await expect(cards).toHaveCount(current.data.length);
  const button = page.getByRole("button", { name: LIST_TEXT.loadMore });
  await expect(button).toBeVisible();
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/stores/${busiest.letter}/`)) fetched.push(r.url());
  });
  await button.click();
  await expect(cards).toHaveCount(current.data.length + last.data.length);
  await expect(cards.last().getByRole("link")).toHaveText(last.data.at(-1)!.name);
  // The last page is in: no more button, and the URL stays crawlable page `start`.
  await expect(page.getByRole("button", { name: LIST_TEXT.loadMore })).toHaveCount(0);
  expect(page.url()).toMatch(new RegExp(`/stores/${busiest.letter}/${start}$`));
  expect(fetched.length).toBe(1);
});

test("an empty letter shows No stores found", async ({ page }) => {
  const letters = await apiData<Letter[]>("/api/stores/letters");
  const empty = letters.find((l) => l.count === 0);
  test.skip(!empty, "every letter has stores");
  await page.goto(`/stores/${empty!.letter}/1`);
  await expect(page.getByTestId("empty-state")).toHaveText(LIST_TEXT.noStoresFound);
});
