// Page type metadata per route: each route module exports `handle = { pageType: "..." }`.
// The deepest matched route that names one wins; pages without one are "other". Analytics reads it
// through `usePageType()` (in React) or `currentPageType()` (anywhere in the browser: the
// `<meta name="page-type">` that root renders through `PageTypeMeta`).
import { createElement } from "react";
import { useMatches } from "react-router";

export const DEFAULT_PAGE_TYPE = "other";
export const PAGE_TYPE_META_NAME = "page-type";

/** The page types of the route table (and the default). */
export type PageType =
  | "homepage"
  | "hotspot-detail"
  | "search"
  | "map"
  | "static"
  | "guide-listing"
  | "guide-detail"
  | "state-listing"
  | "state-detail"
  | "store-listing"
  | "store-detail"
  | "region-listing"
  | "region-detail"
  | "hotspot-listing"
  | "404"
  | "other";

/**
 * A route's page type: `handle.pageType` is a type, or a function of the route's loader data for a
 * route that shows pages of two kinds (`/stores/{x}`: a letter's listing or a store).
 */
function handlePageType(handle: unknown, data: unknown): string | undefined {
  if (typeof handle !== "object" || handle === null || !("pageType" in handle)) return undefined;
  const declared = (handle as { pageType: unknown }).pageType;
  const value = typeof declared === "function" ? (declared as (data: unknown) => unknown)(data) : declared;
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The page type of a list of route matches, outermost first: the deepest one that names one. */
export function pageTypeOf(matches: ReadonlyArray<{ handle?: unknown; data?: unknown; loaderData?: unknown }>): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const type = handlePageType(match.handle, match.loaderData ?? match.data);
    if (type) return type;
  }
  return DEFAULT_PAGE_TYPE;
}

/** The current page's type, from the matched routes' handles. */
export function usePageType(): string {
  return pageTypeOf(useMatches());
}

/** `<meta name="page-type" content="...">`, rendered in the document head by root. */
export function PageTypeMeta() {
  return createElement("meta", { name: PAGE_TYPE_META_NAME, content: usePageType() });
}

/** The page type of the page now shown, for code outside React (analytics). */
export function currentPageType(doc: Document | undefined = globalThis.document): string {
  const content = doc?.querySelector(`meta[name="${PAGE_TYPE_META_NAME}"]`)?.getAttribute("content");
  return content || DEFAULT_PAGE_TYPE;
}
