// The stores a visitor saved for a trip, kept in the browser (there are no accounts), and the share
// link that carries them (/trip?stores=slug1,slug2). Storage is passed in rather than read from
// `window`, so this runs in tests and on the server, where there is none.

/** The localStorage key; the version lets a later format move to a new key instead of misreading this one. */
export const SAVED_STORES_KEY = "antiques:saved-stores:v1";

/**
 * At most this many saved stores: a trip of more is not a day out, the share link stays well under
 * URL length limits (50 slugs of 80 characters ≈ 4 KB), and a corrupt entry cannot grow without bound.
 */
export const MAX_SAVED_STORES = 50;

/** What a store slug looks like; anything else in storage or a link is ignored. */
export const STORE_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** The query parameter of the share link. */
export const TRIP_QUERY_PARAM = "stores";

/** The part of the Web Storage API used here; `window.localStorage` is one. */
export type StorageLike = Pick<Storage, "getItem" | "setItem">;

export function isStoreSlug(value: unknown): value is string {
  return typeof value === "string" && STORE_SLUG_PATTERN.test(value);
}

/** Valid slugs only, first occurrence kept, in order, at most MAX_SAVED_STORES. */
export function cleanSlugs(values: Iterable<unknown>): string[] {
  const slugs = new Set<string>();
  for (const value of values) {
    if (slugs.size >= MAX_SAVED_STORES) break;
    if (isStoreSlug(value)) slugs.add(value);
  }
  return [...slugs];
}

/** The saved list from its stored text: a JSON array of slugs. Anything unreadable is an empty list. */
export function parseSavedStores(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? cleanSlugs(value) : [];
  } catch {
    return [];
  }
}

export function serialiseSavedStores(slugs: readonly string[]): string {
  return JSON.stringify(cleanSlugs(slugs));
}

/** The saved list; empty when storage is missing, blocked (private modes, denied cookies) or corrupt. */
export function readSavedStores(storage: StorageLike | null | undefined): string[] {
  if (!storage) return [];
  try {
    return parseSavedStores(storage.getItem(SAVED_STORES_KEY));
  } catch {
    return [];
  }
}

/** Stores the list; false when the browser refuses (storage full or blocked): the page keeps its copy in memory. */
export function writeSavedStores(storage: StorageLike | null | undefined, slugs: readonly string[]): boolean {
  if (!storage) return false;
  try {
    storage.setItem(SAVED_STORES_KEY, serialiseSavedStores(slugs));
    return true;
  } catch {
    return false;
  }
}

export function hasSavedStore(slugs: readonly string[], slug: string): boolean {
  return slugs.includes(slug);
}

/** Whether the list has room for no more. */
export function isSavedListFull(slugs: readonly string[]): boolean {
  return slugs.length >= MAX_SAVED_STORES;
}

/** The list with a store added at the end; unchanged when it is there already, not a slug, or the list is full. */
export function addSavedStore(slugs: readonly string[], slug: string): string[] {
  const list = cleanSlugs(slugs);
  if (!isStoreSlug(slug) || list.includes(slug) || isSavedListFull(list)) return list;
  return [...list, slug];
}

export function removeSavedStore(slugs: readonly string[], slug: string): string[] {
  return cleanSlugs(slugs).filter((s) => s !== slug);
}

/**
 * The slugs of stores renamed since they were saved or shared, each with the store's current slug,
 * from the stores the content service found for them (`askedSlug`: the slug it was asked by).
 */
export function renamedSlugs(found: Iterable<{ askedSlug: string; slug: string }>): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const { askedSlug, slug } of found) if (slug !== askedSlug) renamed[askedSlug] = slug;
  return renamed;
}

/**
 * The list with each store saved under a slug it had before it was renamed saved under its current
 * one (`renamed`: old slug to current), in its place; a store then saved twice is kept once.
 */
export function renameSavedStores(slugs: readonly string[], renamed: Readonly<Record<string, string>>): string[] {
  return cleanSlugs(slugs.map((slug) => (Object.hasOwn(renamed, slug) ? renamed[slug] : slug)));
}

/** Saves a store that is not saved and unsaves one that is. */
export function toggleSavedStore(slugs: readonly string[], slug: string): string[] {
  return hasSavedStore(slugs, slug) ? removeSavedStore(slugs, slug) : addSavedStore(slugs, slug);
}

/**
 * "?stores=slug1,slug2" for the share link, or "" without stores. Slugs need no encoding, and literal
 * commas keep the link readable.
 */
export function tripQueryString(slugs: readonly string[]): string {
  const clean = cleanSlugs(slugs);
  return clean.length > 0 ? `?${TRIP_QUERY_PARAM}=${clean.join(",")}` : "";
}

/** The stores of a share link's query ("?stores=a,b", with or without "?", or parsed params), cleaned. */
export function slugsFromTripQuery(search: string | URLSearchParams): string[] {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  // Every `stores` parameter counts, so a link someone built by hand with several still works.
  return cleanSlugs(params.getAll(TRIP_QUERY_PARAM).flatMap((value) => value.split(",").map((s) => s.trim())));
}
