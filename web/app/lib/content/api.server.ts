// Typed calls of the content API (docs/api.md). Loaders, actions and resource routes use these;
// nothing else talks to the content service.

import { serverConfig } from "../config/config.server";
import { reportContentFailure } from "../errors/error-reporting.server";
import { createContentClient, type RequestOptions } from "./client";
import { contentFetch } from "./http.server";
import { byPage, type ByPage } from "./paging";
import type {
  CategoryListResponse,
  Event as ContentEvent,
  EventListResponse,
  FormReceiptResponse,
  GuideListResponse,
  GuideResponse,
  HotspotListResponse,
  HotspotResponse,
  LettersResponse,
  MapResponse,
  NameSearchResponse,
  NearResponse,
  ReferenceResponse,
  RegionListResponse,
  RegionResponse,
  SearchRequest,
  SearchResponse,
  SignupResponse,
  SignupSource,
  SitemapResponse,
  StateListResponse,
  StateResponse,
  StoreDetailResponse,
  SluggedStore,
  StoreListResponse,
  StoresBySlugResponse,
  TopStoresResponse,
} from "./types";

export const content = createContentClient({
  baseUrl: serverConfig.contentUrl,
  token: serverConfig.contentToken || undefined,
  fetch: contentFetch,
  onFailure: reportContentFailure,
});

const get = <T>(path: string, opts?: RequestOptions) => content.request<T>(path, opts);

function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const getReference = () => get<ReferenceResponse>("/api/stores/reference").then((r) => r.data);

/** One full store by id, documentId or slug, with up to 6 nearby stores. */
export async function getStore(idOrSlug: string) {
  const r = await get<StoreDetailResponse>(`/api/stores/${encodeURIComponent(idOrSlug)}?populate=*`);
  return { store: r.data, nearby: r.meta.nearby };
}

export interface StoreListParams {
  page?: number;
  pageSize?: number;
  populate?: boolean;
  state?: string;
  region?: string;
  city?: string;
  category?: string;
  startsWith?: string;
  featured?: boolean;
  sort?: string;
}

/** A page of stores asked by page number: its paging is by page, not by offset. */
export type StorePage = ByPage<StoreListResponse>;

export async function listStores(p: StoreListParams = {}): Promise<StorePage> {
  const list = await get<StoreListResponse>(
    "/api/stores" +
      query({
        populate: p.populate ? "*" : undefined,
        "pagination[page]": p.page,
        "pagination[pageSize]": p.pageSize,
        "filters[state][$eq]": p.state,
        "filters[region][$eq]": p.region,
        // Any case and accents; a city with no letter or digit can only be compared as written.
        ...(p.city !== undefined && /[\p{L}\p{N}]/u.test(p.city)
          ? { "filters[city][$eqi]": p.city }
          : { "filters[city][$eq]": p.city }),
        "filters[categories][slug][$eq]": p.category,
        "filters[name][$startsWithi]": p.startsWith,
        "filters[featured][$eq]": p.featured === undefined ? undefined : String(p.featured),
        sort: p.sort,
      }),
  );
  return byPage(list);
}

/**
 * The stores these slugs lead to (summaries, which carry coordinates and opening hours), in the order
 * asked, each with `askedSlug`: the slug it was asked by, which is its `slug` or one it had before it
 * was renamed (saved lists and shared links keep the slugs they were given). A slug that leads to no
 * published store is left out. At most 100.
 */
export async function storesBySlugs(slugs: readonly string[]): Promise<SluggedStore[]> {
  if (slugs.length === 0) return [];
  return (await get<StoresBySlugResponse>("/api/stores/by-slugs" + query({ slugs: slugs.slice(0, 100).join(",") }))).data;
}

export const getStoreLetters = () =>
  get<LettersResponse>("/api/stores/letters").then((r) => r.data);

export function searchStores(body: SearchRequest): Promise<SearchResponse> {
  return content.request("/api/stores/search", { method: "POST", body });
}

export function nameSearch(q: string, signal?: AbortSignal): Promise<NameSearchResponse> {
  return get<NameSearchResponse>("/api/stores/name-search" + query({ query: q, page: 1, pageSize: 10 }), { signal });
}

export const storesNear = (lat: number, lng: number, radiusKm = 50, limit = 20) =>
  get<NearResponse>("/api/stores/near" + query({ lat, lng, radiusKm, limit })).then((r) => r.data);

export const storeMapPoints = (state?: string, category?: string, hotspot?: string) =>
  get<MapResponse>("/api/stores/map" + query({ state, category, hotspot })).then((r) => r.data);

export const storeSitemapEntries = () => get<SitemapResponse>("/api/stores/sitemap").then((r) => r.data);

export const listHotspots = () => get<HotspotListResponse>("/api/hotspots").then((r) => r.data);
export const getHotspot = (slug: string) =>
  get<HotspotResponse>(`/api/hotspots/${encodeURIComponent(slug)}`).then((r) => r.data);
/** The ten best stores of a hotspot town, in rank order (the content service ranks them). */
export const getTopStores = (slug: string) =>
  get<TopStoresResponse>(`/api/hotspots/${encodeURIComponent(slug)}/top-stores`);

export const listStates = () => get<StateListResponse>("/api/states").then((r) => r.data);
export const getState = (slugOrCode: string) =>
  get<StateResponse>(`/api/states/${encodeURIComponent(slugOrCode)}`).then((r) => r.data);

export const listRegions = () => get<RegionListResponse>("/api/regions").then((r) => r.data);
export const getRegion = (slug: string) =>
  get<RegionResponse>(`/api/regions/${encodeURIComponent(slug)}`).then((r) => r.data);

export const listCategories = () => get<CategoryListResponse>("/api/categories").then((r) => r.data);

export const listGuides = () => get<GuideListResponse>("/api/guides").then((r) => r.data);
export const getGuide = (slug: string) =>
  get<GuideResponse>(`/api/guides/${encodeURIComponent(slug)}`).then((r) => r.data);

/** Every event (upcoming ones by default), read a page of 100 at a time. */
export async function listEvents(params: { upcoming?: boolean; hotspot?: string } = {}): Promise<ContentEvent[]> {
  const events: ContentEvent[] = [];
  for (let page = 1; ; page++) {
    const list = byPage(
      await get<EventListResponse>(
        "/api/events" +
          query({
            upcoming: params.upcoming ?? true,
            hotspot: params.hotspot,
            "pagination[page]": page,
            "pagination[pageSize]": 100,
          }),
      ),
    );
    events.push(...list.data);
    if (page >= list.meta.pagination.pageCount) return events;
  }
}

export function submitEmailSignup(email: string, source: SignupSource, clientIp?: string) {
  return content.request<SignupResponse>("/api/email-signups/submit", {
    method: "POST",
    body: { email, source },
    headers: clientIp ? { "X-Forwarded-For": clientIp } : undefined,
  });
}

/** Posts one of the owner forms (store-submissions, claim-requests, contact-requests). */
export function submitOwnerForm(
  kind: "store-submissions" | "claim-requests" | "contact-requests",
  body: Record<string, string>,
  clientIp?: string,
) {
  return content.request<FormReceiptResponse>(`/api/${kind}`, {
    method: "POST",
    body,
    headers: clientIp ? { "X-Forwarded-For": clientIp } : undefined,
  });
}
