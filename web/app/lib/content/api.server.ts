// Typed calls of the content API (docs/api.md). Loaders, actions and resource routes use these;
// nothing else talks to the content service.

import { serverConfig } from "../config.server";
import { reportContentFailure } from "../server-error-reporting.server";
import { createContentClient, type RequestOptions } from "./client";
import type {
  CategoryInfo,
  Event,
  Guide,
  GuideSummary,
  Hotspot,
  HotspotDetail,
  MapPoint,
  NameSearchHit,
  Paged,
  ReferenceStats,
  RegionDetail,
  RegionInfo,
  SignupSource,
  StateDetail,
  StateInfo,
  Store,
  StoreSearchRequest,
  StoreSummary,
  TopStores,
} from "./types";

export const content = createContentClient({
  baseUrl: serverConfig.contentUrl,
  token: serverConfig.contentToken || undefined,
  onFailure: reportContentFailure,
});

type One<T> = { data: T; meta?: Record<string, unknown> };

const get = <T>(path: string, opts?: RequestOptions) => content.request<T>(path, opts);

function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const getReference = () => get<One<ReferenceStats>>("/api/stores/reference").then((r) => r.data);

/** One full store by id, documentId or slug, with up to 6 nearby stores. */
export async function getStore(idOrSlug: string): Promise<{ store: Store; nearby: StoreSummary[] }> {
  const r = await get<{ data: Store; meta?: { nearby?: StoreSummary[] } }>(
    `/api/stores/${encodeURIComponent(idOrSlug)}?populate=*`,
  );
  return { store: r.data, nearby: r.meta?.nearby ?? [] };
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

export function listStores(p: StoreListParams = {}): Promise<Paged<StoreSummary>> {
  return get<Paged<StoreSummary>>(
    "/api/stores" +
      query({
        populate: p.populate ? "*" : undefined,
        "pagination[page]": p.page,
        "pagination[pageSize]": p.pageSize,
        "filters[state][$eq]": p.state,
        "filters[region][$eq]": p.region,
        "filters[city][$eq]": p.city,
        "filters[categories][slug][$eq]": p.category,
        "filters[name][$startsWithi]": p.startsWith,
        "filters[featured][$eq]": p.featured === undefined ? undefined : String(p.featured),
        sort: p.sort,
      }),
  );
}

export const getStoreLetters = () =>
  get<One<{ letter: string; count: number }[]>>("/api/stores/letters").then((r) => r.data);

export function searchStores(body: StoreSearchRequest): Promise<Paged<StoreSummary> & { meta: { filters?: string[] } }> {
  return content.request("/api/stores/search", { method: "POST", body });
}

export function nameSearch(q: string, signal?: AbortSignal): Promise<Paged<NameSearchHit>> {
  return get<Paged<NameSearchHit>>("/api/stores/name-search" + query({ query: q, page: 1, pageSize: 10 }), { signal });
}

export const storesNear = (lat: number, lng: number, radiusKm = 50, limit = 20) =>
  get<One<StoreSummary[]>>("/api/stores/near" + query({ lat, lng, radiusKm, limit })).then((r) => r.data);

export const storeMapPoints = (state?: string, category?: string) =>
  get<One<MapPoint[]>>("/api/stores/map" + query({ state, category })).then((r) => r.data);

export const storeSitemapEntries = () =>
  get<One<{ slug: string; updatedAt: string }[]>>("/api/stores/sitemap").then((r) => r.data);

export const listHotspots = () => get<One<Hotspot[]>>("/api/hotspots").then((r) => r.data);
export const getHotspot = (slug: string) =>
  get<One<HotspotDetail>>(`/api/hotspots/${encodeURIComponent(slug)}`).then((r) => r.data);
export const getTopStores = (slug: string) => get<TopStores>(`/api/hotspots/${encodeURIComponent(slug)}/top-stores`);

export const listStates = () => get<One<StateInfo[]>>("/api/states").then((r) => r.data);
export const getState = (slugOrCode: string) =>
  get<One<StateDetail>>(`/api/states/${encodeURIComponent(slugOrCode)}`).then((r) => r.data);

export const listRegions = () => get<One<RegionInfo[]>>("/api/regions").then((r) => r.data);
export const getRegion = (slug: string) =>
  get<One<RegionDetail>>(`/api/regions/${encodeURIComponent(slug)}`).then((r) => r.data);

export const listCategories = () => get<One<CategoryInfo[]>>("/api/categories").then((r) => r.data);

export const listGuides = () => get<One<GuideSummary[]>>("/api/guides").then((r) => r.data);
export const getGuide = (slug: string) => get<One<Guide>>(`/api/guides/${encodeURIComponent(slug)}`).then((r) => r.data);

export const listEvents = (params: { upcoming?: boolean; hotspot?: string } = {}) =>
  get<One<Event[]>>("/api/events" + query({ upcoming: params.upcoming ?? true, hotspot: params.hotspot })).then(
    (r) => r.data,
  );

export function submitEmailSignup(email: string, source: SignupSource, clientIp?: string) {
  return content.request<{ success: boolean }>("/api/email-signups/submit", {
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
  return content.request<One<{ id: number; status: string }>>(`/api/${kind}`, {
    method: "POST",
    body,
    headers: clientIp ? { "X-Forwarded-For": clientIp } : undefined,
  });
}
