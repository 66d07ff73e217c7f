// Loaders shared by the directory pages (stores A–Z, store detail, states, regions, search).
// Server only: they talk to the content API through ./content/api.server.

import { getStore, getStoreLetters, listStores } from "./content/api.server";
import type { Pagination, Store, StoreSummary } from "./content/types";
import { PAGE_SIZES } from "./messages";
import { fatalNotFound, rethrowContentError } from "./route-errors";
import { serverConfig } from "./config.server";
import { breadcrumbJsonLd, serializeJsonLd, storeJsonLd, type Crumb } from "./jsonld";
import { hoursView, type HoursView } from "./opening-hours";
import { hasText, toStoreCard, US_STATE_NAMES, type StoreCardData } from "./store";

/** The A–Z listing's letters: a–z and 0–9. */
export const LETTER_PATTERN = /^[a-z0-9]$/i;

/** A query parameter a load-more fetch adds so the loader returns only the list (no side data). */
export const LIST_ONLY_PARAM = "only";

export function isListOnly(request: Request): boolean {
  return new URL(request.url).searchParams.get(LIST_ONLY_PARAM) === "list";
}

/** A page number from a path or query parameter: digits only, at least 1; else null. */
export function parsePageNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** Page n must lie in 1..pageCount; an empty list still has its page 1 (showing "No stores found"). */
export function pageInRange(page: number, pagination: Pagination): boolean {
  return page >= 1 && page <= Math.max(1, pagination.pageCount);
}

export interface LetterPageData {
  kind: "letters";
  letter: string;
  list: { items: StoreCardData[]; pagination: Pagination };
  /** Counts per letter for the A–Z bar; absent on load-more fetches. */
  letters?: { letter: string; count: number }[];
}

/** The stores whose name starts with `letterParam`, page `pageParam` (fatal 404 when invalid). */
export async function loadLetterPage(request: Request, letterParam: string, pageParam: string): Promise<LetterPageData> {
  if (!LETTER_PATTERN.test(letterParam)) fatalNotFound(request);
  const page = parsePageNumber(pageParam);
  if (page === null) fatalNotFound(request);
  const letter = letterParam.toLowerCase();
  const listOnly = isListOnly(request);
  let result: [Awaited<ReturnType<typeof listStores>>, { letter: string; count: number }[] | undefined];
  try {
    result = await Promise.all([
      listStores({ startsWith: letter, page, pageSize: PAGE_SIZES.storeList, sort: "name:asc" }),
      listOnly ? Promise.resolve(undefined) : getStoreLetters(),
    ]);
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
  const [stores, letters] = result;
  if (!pageInRange(page, stores.meta.pagination)) fatalNotFound(request);
  return { kind: "letters", letter, list: cardPage(stores), letters };
}

export interface StorePageData {
  kind: "store";
  store: Store;
  nearby: StoreCardData[];
  crumbs: Crumb[];
  /** The opening-hours panel, computed at request time in the store's time zone. */
  hours: HoursView;
  /** AntiqueStore + BreadcrumbList, serialized for a script element. */
  jsonLd: string;
}

/** Breadcrumbs of a store page: Home › State › City › Store. */
export function storeCrumbs(store: Store): Crumb[] {
  const stateName = US_STATE_NAMES[store.state.toUpperCase()] ?? store.state;
  return [
    { label: "Home", href: "/" },
    { label: stateName, href: `/states/${store.state.toLowerCase()}` },
    ...(hasText(store.city) ? [{ label: store.city }] : []),
    { label: store.name },
  ];
}

/** One store by slug; an unknown slug is the 404 page (context store-detail with the id). */
export async function loadStorePage(slug: string): Promise<StorePageData> {
  try {
    const { store, nearby } = await getStore(slug);
    const crumbs = storeCrumbs(store);
    const pageUrl = `${serverConfig.siteUrl}/stores/${store.slug}`;
    const jsonLd = serializeJsonLd([storeJsonLd(store, pageUrl), breadcrumbJsonLd(crumbs, serverConfig.siteUrl, pageUrl)]);
    return { kind: "store", store, nearby: nearby.map(toStoreCard), crumbs, hours: hoursView(store.openingHours, new Date()), jsonLd };
  } catch (error) {
    try {
      rethrowContentError(error, "store-detail");
    } catch (thrown) {
      throw withErrorId(thrown, slug);
    }
  }
}

/** Adds the id of the requested item to an error response's payload (SPEC §8: store-detail with the id). */
function withErrorId(thrown: unknown, id: string): unknown {
  if (thrown && typeof thrown === "object" && "data" in thrown && thrown.data && typeof thrown.data === "object") {
    Object.assign(thrown.data, { id });
  }
  return thrown;
}

/** Stores per page on state and region pages (the A–Z listing uses the spec's 100). */
export const AREA_PAGE_SIZE = 24;

/** The `?page=` of a request: 1 when absent, the fatal 404 when not a page number. */
export function queryPage(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  const page = parsePageNumber(raw);
  if (page === null) fatalNotFound(request);
  return page;
}

/** A page of stores as list pages send it: cards and the pagination meta. */
export function cardPage(result: { data: StoreSummary[]; meta: { pagination: Pagination } }) {
  return { items: result.data.map(toStoreCard), pagination: result.meta.pagination };
}
