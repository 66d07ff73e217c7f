// Loaders shared by the directory pages (stores A–Z, store detail, states, regions, search).
// Server only: they talk to the content API through lib/content/api.server.ts. What they return is
// typed in ./store-pages.ts, which the components read.

import { getStore, getStoreLetters, listStores } from "../content/api.server";
import type { Pagination, Store, StoreSummary } from "../content/types";
import { PAGE_SIZES } from "../messages";
import { fatalNotFound, rethrowContentError } from "../errors/route-errors";
import { publicConfig, serverConfig } from "../config/config.server";
import { breadcrumbJsonLd, serializeJsonLd, storeJsonLd, type Crumb } from "../seo/jsonld";
import { mapCardTiles } from "../maps/map-card";
import { hoursView } from "./opening-hours";
import {
  detailedInsights,
  excerpt,
  featureList,
  hasText,
  phoneHref,
  prettyPhone,
  storeDescription,
  storeEmails,
  storePhones,
  storeWebsites,
  toNearbyStore,
  toStoreCard,
} from "./store-display";
import type { LetterPageData, StorePageData, StorePageView } from "./store-pages";

/** The A–Z listing's letters: a–z and 0–9. */
export const LETTER_PATTERN = /^[a-z0-9]$/i;

/** A query parameter a load-more fetch adds so the loader returns only the list (no side data). */
export const LIST_ONLY_PARAM = "only";

export function isListOnly(url: URL): boolean {
  return url.searchParams.get(LIST_ONLY_PARAM) === "list";
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

/** The stores whose name starts with `letterParam`, page `pageParam` (fatal 404 when invalid). */
export async function loadLetterPage(url: URL, letterParam: string, pageParam: string): Promise<LetterPageData> {
  if (!LETTER_PATTERN.test(letterParam)) fatalNotFound(url);
  const page = parsePageNumber(pageParam);
  if (page === null) fatalNotFound(url);
  const letter = letterParam.toLowerCase();
  const listOnly = isListOnly(url);
  let result: [Awaited<ReturnType<typeof listStores>>, { letter: string; count: number }[] | undefined];
  try {
    result = await Promise.all([
      // The listing reads whole stores (populate=*), a page at a time; the cards are cut from them
      // here, so the page sends the browser only what the cards show.
      listStores({ startsWith: letter, page, pageSize: PAGE_SIZES.storeList, sort: "name:asc", populate: true }),
      listOnly ? Promise.resolve(undefined) : getStoreLetters(),
    ]);
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
  const [stores, letters] = result;
  if (!pageInRange(page, stores.meta.pagination)) fatalNotFound(url);
  return { kind: "letters", letter, list: cardPage(stores), letters };
}

const SOCIAL_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  pinterest: "Pinterest",
  etsy: "Etsy",
  x: "X (Twitter)",
  twitter: "X (Twitter)",
  youtube: "YouTube",
  tiktok: "TikTok",
};

const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** A verification date as the store page says it, in UTC (the same on the server and in the browser). */
export function verifiedDate(at: string): string {
  return new Date(at).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export function storePageView(store: Store): StorePageView {
  const analysis = detailedInsights(store);
  const sentiment = store.customerSentiment;
  return {
    slug: store.slug,
    name: store.name,
    city: store.city,
    state: store.state,
    isSample: store.isSample,
    verified: store.verified,
    featured: store.featured,
    lastVerified: store.lastVerifiedAt ? verifiedDate(store.lastVerifiedAt) : null,
    address: store.fullAddress,
    rating: store.displayRating,
    description: storeDescription(store),
    phones: storePhones(store).map(prettyPhone),
    tel: phoneHref(store),
    websites: storeWebsites(store),
    emails: storeEmails(store),
    mapUrl: store.hasMap ? store.mapUrl : null,
    latitude: store.latitude,
    longitude: store.longitude,
    mapGrid: mapCardTiles(store.latitude, store.longitude, publicConfig()),
    categories: store.categories,
    hotspot: store.nearestAntiqueHotspot,
    socialLinks: store.socialLinks
      .filter((link) => hasText(link.url))
      .map((link) => ({ url: link.url, label: SOCIAL_NAMES[link.platform.toLowerCase()] ?? capitalize(link.platform) })),
    photos: store.photos.filter((photo) => hasText(photo.url)),
    insights: analysis
      ? {
          description: hasText(analysis.description) ? analysis.description : null,
          rows: (
            [
              ["Size", capitalize(analysis.size)],
              ["Price range", analysis.priceRange],
              ["Specialties", (analysis.specialties ?? []).join(", ")],
              ["Format", analysis.storeFormat],
              ["Browsing time", analysis.browsingDuration],
              ["Features", featureList(analysis).join(", ")],
              ["Confidence", capitalize(analysis.analysis?.confidenceLevel ?? "")],
            ] as [string, string][]
          ).filter(([, value]) => hasText(value)),
        }
      : null,
    likes: [...(sentiment?.positiveThemes ?? []), ...(sentiment?.satisfactionDrivers ?? [])].filter(hasText),
    concerns: (sentiment?.concerns ?? []).filter(hasText),
  };
}

/** Breadcrumbs of a store page: Home › State › City › Store. */
export function storeCrumbs(store: Store): Crumb[] {
  const stateName = store.stateName ?? store.state;
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
    const now = new Date();
    const crumbs = storeCrumbs(store);
    const pageUrl = `${serverConfig.siteUrl}/stores/${store.slug}`;
    const jsonLd = serializeJsonLd([storeJsonLd(store, pageUrl), breadcrumbJsonLd(crumbs, serverConfig.siteUrl, pageUrl)]);
    return {
      kind: "store",
      store: storePageView(store),
      title: store.seo?.metaTitle || `${store.name}, ${store.city}, ${store.state}`,
      description:
        store.seo?.metaDescription ||
        excerpt(storeDescription(store) ?? `${store.name}, an antique store at ${store.fullAddress}.`, 160),
      nearby: nearby.map((near) => toNearbyStore(near, now)),
      crumbs,
      hours: hoursView(store.openingHours, now),
      jsonLd,
    };
  } catch (error) {
    try {
      rethrowContentError(error, "store-detail");
    } catch (thrown) {
      throw withErrorId(thrown, slug);
    }
  }
}

/** Adds the id of the requested item to an error response's payload (store-detail errors carry it). */
function withErrorId(thrown: unknown, id: string): unknown {
  if (thrown && typeof thrown === "object" && "data" in thrown && thrown.data && typeof thrown.data === "object") {
    Object.assign(thrown.data, { id });
  }
  return thrown;
}

/** Stores per page on state and region pages (the A–Z listing uses the store list's default, 100). */
export const AREA_PAGE_SIZE = 24;

/** The `?page=` of a page's address: 1 when absent, the fatal 404 when not a page number. */
export function queryPage(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  const page = parsePageNumber(raw);
  if (page === null) fatalNotFound(url);
  return page;
}

/** A page of stores as list pages send it: cards (hours read at `now`, the time of the request) and the pagination meta. */
export function cardPage(result: { data: StoreSummary[]; meta: { pagination: Pagination } }, now = new Date()) {
  return { items: result.data.map((store) => toStoreCard(store, now)), pagination: result.meta.pagination };
}
