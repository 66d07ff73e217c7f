// Helpers of the directory-*.spec.ts files: read the content API directly, so tests compare pages
// with the real data instead of hard-coded answers.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";
import type { StorePage } from "../app/lib/content/api.server";
import type { Store } from "../app/lib/content/types";

export const contentUrl = () => process.env.E2E_CONTENT_URL!;

export async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${contentUrl()}${path}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const apiData = async <T>(path: string) => (await api<{ data: T }>(path)).data;

/** POST /api/stores/search. */
export const apiSearch = (body: unknown) =>
  api<StorePage>("/api/stores/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** A page of the store list with `populate=*`: full stores instead of summaries. */
type FullStorePage = Omit<StorePage, "data"> & { data: Store[] };

/** Every full store of the database (populate=*), pages of 100. */
let allStores: Promise<Store[]> | undefined;
export function fullStores(): Promise<Store[]> {
  allStores ??= (async () => {
    const first = await api<FullStorePage>("/api/stores?populate=*&pagination[page]=1&pagination[pageSize]=100");
    const rest = await Promise.all(
      Array.from({ length: first.meta.pagination.pageCount - 1 }, (_, i) =>
        api<FullStorePage>(`/api/stores?populate=*&pagination[page]=${i + 2}&pagination[pageSize]=100`),
      ),
    );
    return [first, ...rest].flatMap((page) => page.data);
  })();
  return allStores;
}

/** A store matching a predicate (fails the test when the data has none). */
export async function findStore(what: string, predicate: (store: Store) => boolean): Promise<Store> {
  const store = (await fullStores()).find(predicate);
  expect(store, `the database has a store ${what}`).toBeTruthy();
  return store!;
}

/**
 * No axe-core violations on the page as it stands, with axe's experimental check that a control's
 * accessible name holds its visible text (decoration such as an arrow kept out of names) turned on.
 */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The parsed JSON-LD blocks of the page (fails on invalid JSON). */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const value = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

/** Expect the fatal 404 "Page Not Found: {path}". */
export async function expectFatalNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText(`Page Not Found: ${new URL(path, "http://x").pathname}`);
}
