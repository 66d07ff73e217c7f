// /{slug}: a hotspot town. Validation: the slug must be an existing hotspot, else the fatal 404.
// The town's stores come from POST /api/stores/search (location.hotspot, filters, page size 20);
// filters and page live in the URL. /{slug}/top-10 renders in the <Outlet /> instead of the overview.
import { useEffect, useRef, useState } from "react";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useNavigation, useOutlet } from "react-router";
import type { Route } from "./+types/hotspot";
import { PathLink } from "~/components/PathLink";
import { Breadcrumbs, type Crumb } from "~/components/listing/Breadcrumbs";
import { LoadMore } from "~/components/listing/LoadMore";
import { Pagination } from "~/components/listing/Pagination";
import { StoreList } from "~/components/listing/StoreList";
import { useLoadMore } from "~/components/listing/use-load-more";
import { EventCard } from "~/components/event/EventCard";
import { upcomingEvents, isoDay } from "~/lib/events/event-dates";
import { HotspotFilters, type FilterGroup } from "~/components/hotspot/HotspotFilters";
import { HotspotMap, type MapDot } from "~/components/hotspot/HotspotMap";
import { PageJump } from "~/components/hotspot/PageJump";
import { distanceKm } from "~/lib/maps/geo";
import { getHotspot, getTopStores, listCategories, searchStores, storeMapPoints } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import type { Category, HotspotDetail } from "~/lib/content/types";
import { pageMeta } from "~/lib/seo/directory-meta";
import { FEATURE_FILTERS, HOTSPOT_STATUS_FILTERS } from "~/lib/search/filters";
import {
  filterNames,
  parseHotspotSearch,
  serializeHotspotSearch,
  shouldJumpToPage,
  canLoadMore,
  toggleFilter,
  type FilterSelection,
} from "~/lib/search/hotspot-search";
import { HOTSPOT_TEXT, PAGE_SIZES } from "~/lib/messages";
import { excerpt, toStoreCard } from "~/lib/stores/store-display";
import { tripQueryString } from "~/lib/trip/saved-stores";
import { breadcrumbJsonLd, serializeJsonLd } from "~/lib/seo/jsonld";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/directory.css";
import "~/styles/hotspot.css";
import "~/styles/content.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "hotspot-detail" };

/** Marks a load-more request: the loader then skips what only the full page needs. */
const LIST_ONLY_PARAM = "view";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isOverviewPath(pathname: string, slug: string): boolean {
  return pathname.replace(/\/+$/, "") === `/${slug}`;
}

async function loadHotspot(url: URL, slug: string): Promise<[HotspotDetail, Category[]]> {
  if (!SLUG_PATTERN.test(slug)) fatalNotFound(url);
  try {
    return await Promise.all([getHotspot(slug), listCategories()]);
  } catch (error) {
    if (error instanceof ContentError && error.status === 404) fatalNotFound(url);
    rethrowContentError(error, "hotspots-loading");
  }
}

/**
 * The slugs of the town's top stores, in rank order, for "Plan a day in {town}" (a trip through them).
 * A nicety: without them the page stands, without the link.
 */
async function topStoreSlugs(slug: string): Promise<string[]> {
  try {
    return (await getTopStores(slug)).data.stores.map((store) => store.slug);
  } catch {
    return [];
  }
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const slug = params.slug;
  const listOnly = url.searchParams.get(LIST_ONLY_PARAM) === "list";
  const [[found, categories], tripSlugs] = await Promise.all([
    loadHotspot(url, slug),
    // A load-more request reads only the list.
    listOnly || !SLUG_PATTERN.test(slug) ? [] : topStoreSlugs(slug),
  ]);
  const hotspot: HotspotDetail = { ...found, upcomingEvents: found.upcomingEvents ?? [] };
  const names = filterNames(categories.map((c) => c.slug));
  const base = { hotspot, names, tripSlugs };

  if (!isOverviewPath(url.pathname, slug)) {
    // A nested child (/top-10) shows instead of the overview: no store search needed.
    return { ...base, list: null, overview: null };
  }

  const state = parseHotspotSearch(url.searchParams, names);
  let result;
  try {
    result = await searchStores({
      location: { hotspot: slug },
      filters: state.filters,
      pagination: { page: state.page, pageSize: PAGE_SIZES.hotspotSearch },
    });
  } catch (error) {
    rethrowContentError(error, "hotspot-stores");
  }
  const pagination = result.meta.pagination;
  if (!listOnly && state.page > 1 && state.page > pagination.pageCount) {
    // A page past the end (an old link, a typed URL): show the last page that exists.
    throw redirect(`/${slug}${serializeHotspotSearch({ filters: state.filters, page: Math.max(1, pagination.pageCount) }, names)}`);
  }
  const now = new Date();
  const list = { items: result.data.map((store) => toStoreCard(store, now)), pagination };
  // A load-more request reads `list` only (see useLoadMore).
  if (listOnly) return { ...base, list, overview: null };

  let mapPoints: MapDot[] = [];
  try {
    const center = { lat: hotspot.latitude, lng: hotspot.longitude };
    mapPoints = (await storeMapPoints(hotspot.state))
      .filter((p) => distanceKm(center, p) <= hotspot.radiusKm)
      .map((p) => ({ slug: p.slug, name: p.name, lat: p.lat, lng: p.lng }));
  } catch {
    // The map is a nicety: the page stands without it.
  }
  return {
    ...base,
    list,
    overview: { filters: state.filters, mapPoints, categories, today: isoDay(new Date()) },
  };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Moving between the overview and a nested child changes what the loader must return.
  const slug = nextUrl.pathname.split("/")[1] ?? "";
  if (isOverviewPath(currentUrl.pathname, slug) !== isOverviewPath(nextUrl.pathname, slug)) return true;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page Not Found | Antique Store Directory" }];
  const { hotspot, names, overview, list } = loaderData;
  const page = list?.pagination.page ?? 1;
  const pageCount = list?.pagination.pageCount ?? 1;
  const search = overview ? serializeHotspotSearch({ filters: overview.filters, page }, names) : "";
  const pathFor = (n: number) =>
    `/${hotspot.slug}${serializeHotspotSearch({ filters: overview?.filters ?? {}, page: n }, names)}`;
  return pageMeta({
    title: `Antique Stores in ${hotspot.name}, ${hotspot.state}${page > 1 ? ` (page ${page})` : ""}`,
    description: excerpt(
      `${hotspot.storeCount} antique stores in and around ${hotspot.name}, ${hotspot.stateName ?? hotspot.state}. ${hotspot.description}`,
      158,
    ),
    path: overview ? `/${hotspot.slug}${search}` : location.pathname,
    matches,
    prev: overview && page > 1 ? pathFor(page - 1) : null,
    next: overview && page < pageCount ? pathFor(page + 1) : null,
  });
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function HotspotPage({ loaderData, matches }: Route.ComponentProps) {
  const { hotspot, names, overview, list, tripSlugs } = loaderData;
  const outlet = useOutlet();
  const onChild = outlet !== null;
  const stateName = hotspot.stateName ?? hotspot.state;
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: "Hotspot towns", href: "/hotspots" },
    onChild ? { label: `${hotspot.name}, ${hotspot.state}`, href: `/${hotspot.slug}` } : { label: `${hotspot.name}, ${hotspot.state}` },
  ];
  if (onChild) crumbs.push({ label: HOTSPOT_TEXT.topTenLabel });
  const root = matches.find((m) => m?.id === "root")?.data as { config?: { siteUrl?: string } } | undefined;
  const siteUrl = (root?.config?.siteUrl ?? "").replace(/\/$/, "");

  return (
    <div className="container hotspot-page" data-testid="hotspot-page" data-slug={hotspot.slug}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(crumbs, siteUrl, `${siteUrl}/${hotspot.slug}`)) }}
      />
      <Breadcrumbs items={crumbs} />
      <header className="hotspot-hero">
        <p className="hotspot-eyebrow">Antique hotspot · {stateName}</p>
        <h1>
          Antique stores in {hotspot.name}, {hotspot.state}
        </h1>
        <p className="hotspot-lede">
          {groupThousands(hotspot.storeCount)} antique {hotspot.storeCount === 1 ? "store" : "stores"} in and around{" "}
          {hotspot.name}, {stateName}: browse and filter them all, see the ten best, and plan your trip around the next
          show.
        </p>
        <dl className="hotspot-facts">
          <div>
            <dt>Stores</dt>
            <dd data-testid="hotspot-store-count">{groupThousands(hotspot.storeCount)}</dd>
          </div>
          <div>
            <dt>Radius</dt>
            <dd>{Math.round(hotspot.radiusKm * 0.621371)} mi</dd>
          </div>
          <div>
            <dt>Events</dt>
            <dd>{hotspot.upcomingEvents.length}</dd>
          </div>
        </dl>
        {tripSlugs.length > 0 ? (
          <p className="hotspot-plan">
            <PathLink to={`/trip${tripQueryString(tripSlugs)}`} className="btn btn-primary" data-testid="plan-day">
              {HOTSPOT_TEXT.planDay(hotspot.name)}
            </PathLink>
            <span className="muted">{HOTSPOT_TEXT.planDayHint(tripSlugs.length)}</span>
          </p>
        ) : null}
      </header>
      <nav className="hotspot-tabs" aria-label={`${hotspot.name} pages`}>
        <PathLink to={`/${hotspot.slug}`} aria-current={onChild ? undefined : "page"} className="hotspot-tab">
          All stores
        </PathLink>
        <PathLink
          to={`/${hotspot.slug}/top-10`}
          aria-current={onChild ? "page" : undefined}
          className="hotspot-tab"
          data-testid="top-10-link"
        >
          {HOTSPOT_TEXT.topTenLabel}
        </PathLink>
      </nav>
      {onChild ? <Outlet /> : overview && list ? <HotspotOverview hotspot={hotspot} names={names} overview={overview} list={list} /> : null}
    </div>
  );
}

type Overview = NonNullable<Route.ComponentProps["loaderData"]["overview"]>;
type StoreListPage = NonNullable<Route.ComponentProps["loaderData"]["list"]>;

function HotspotOverview({
  hotspot,
  names,
  overview,
  list,
}: {
  hotspot: HotspotDetail;
  names: string[];
  overview: Overview;
  list: StoreListPage;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [scrollToResults, setScrollToResults] = useState(false);
  const path = `/${hotspot.slug}`;
  const { filters } = overview;
  // The filters as the visitor just set them, ahead of the navigation that applies them.
  const [local, setLocal] = useState({ key: location.search, filters });
  if (local.key !== location.search) setLocal({ key: location.search, filters });

  const hrefFor = (state: { filters: FilterSelection; page: number }) => `${path}${serializeHotspotSearch(state, names)}`;
  const loadMore = useLoadMore(
    list,
    (page) => {
      const search = serializeHotspotSearch({ filters, page }, names);
      return `${path}${search ? `${search}&` : "?"}${LIST_ONLY_PARAM}=list`;
    },
    `${location.pathname}${location.search}`,
  );

  const navigating = navigation.state !== "idle";
  const loading = navigating || loadMore.loading;
  const pendingFilters = local.key === location.search ? local.filters : filters;
  const paging = { page: loadMore.lastPage, pageCount: list.pagination.pageCount, loading };

  useEffect(() => {
    if (!scrollToResults || navigating) return;
    setScrollToResults(false);
    resultsRef.current?.scrollIntoView({ block: "start" });
    resultsRef.current?.focus({ preventScroll: true });
  }, [scrollToResults, navigating, list]);

  const applyFilters = (next: FilterSelection) => {
    setLocal({ key: location.search, filters: next });
    void navigate(hrefFor({ filters: next, page: 1 }), { preventScrollReset: true });
  };
  const jump = (target: number) => {
    if (!shouldJumpToPage(target, paging)) return;
    setScrollToResults(true);
    void navigate(hrefFor({ filters, page: target }), { preventScrollReset: true });
  };

  const groups: FilterGroup[] = [
    { id: "features", legend: "Services and features", options: FEATURE_FILTERS },
    { id: "status", legend: "Listing", options: HOTSPOT_STATUS_FILTERS },
    {
      id: "categories",
      legend: "Categories",
      options: overview.categories.map((c) => ({ name: c.slug, label: c.name })),
      collapsible: true,
    },
  ];

  const { total, pageSize } = list.pagination;
  const first = total === 0 ? 0 : (list.pagination.page - 1) * pageSize + 1;
  const last = first === 0 ? 0 : first + loadMore.items.length - 1;
  const summary =
    total === 0 ? HOTSPOT_TEXT.noMatches : `Showing ${first}–${last} of ${groupThousands(total)} ${total === 1 ? "store" : "stores"}`;
  const events = upcomingEvents(hotspot.upcomingEvents, overview.today);

  return (
    <>
      <section className="hotspot-about" aria-labelledby="about-heading">
        <div className="hotspot-about-text">
          <h2 id="about-heading">About {hotspot.name}</h2>
          <p>{hotspot.description}</p>
          <div className="hotspot-when">
            <h3>Best time to visit</h3>
            <p data-testid="best-time">{hotspot.bestTimeToVisit}</p>
          </div>
        </div>
        <HotspotMap hotspot={hotspot} points={overview.mapPoints} />
      </section>

      {events.length > 0 ? (
        <section className="hotspot-events" aria-labelledby="events-heading" data-testid="hotspot-events">
          <div className="section-head">
            <h2 id="events-heading">Upcoming shows and markets</h2>
            <PathLink to="/events">All events</PathLink>
          </div>
          <ul className="event-list">
            {events.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} hideTownLink />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="hotspot-stores" aria-labelledby="stores-heading">
        <div className="section-head">
          <h2 id="stores-heading">Antique stores in {hotspot.name}</h2>
        </div>
        <div className="hotspot-stores-layout">
          <HotspotFilters
            action={path}
            groups={groups}
            selected={pendingFilters}
            enhanced={hydrated}
            clearHref={path}
            onClear={() => applyFilters({})}
            onToggle={(name, on) => applyFilters(toggleFilter({ filters: pendingFilters, page: 1 }, name, on).filters)}
          />
          <div className="hotspot-results" aria-busy={loading || undefined}>
            <h3 className="results-summary" ref={resultsRef} tabIndex={-1} id="results" data-testid="results-summary">
              {summary}
            </h3>
            <p className="visually-hidden" role="status" aria-live="polite">
              {navigating ? HOTSPOT_TEXT.updating : summary}
            </p>
            <StoreList stores={loadMore.items} headingLevel={4} label={`Antique stores in ${hotspot.name}`} emptyText={HOTSPOT_TEXT.noMatches} />
            {/* Load more needs JavaScript; without it the page links below do the job. */}
            {hydrated && (canLoadMore({ ...paging, loading: false }) || loadMore.loading) ? (
              <LoadMore
                hasMore={paging.page < paging.pageCount}
                loading={loading}
                onLoadMore={() => {
                  if (canLoadMore(paging)) loadMore.loadMore();
                }}
              />
            ) : null}
            <div
              className="hotspot-paging"
              onClickCapture={(event) => {
                if (!hydrated) return;
                const anchor = (event.target as Element).closest("a");
                if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                jump(parseHotspotSearch(new URL(anchor.href).searchParams, names).page);
              }}
            >
              <Pagination
                page={paging.page}
                pageCount={paging.pageCount}
                hrefFor={(n) => hrefFor({ filters, page: n })}
                label={`Pages of stores in ${hotspot.name}`}
              />
              <PageJump
                action={path}
                filters={filters}
                page={paging.page}
                pageCount={paging.pageCount}
                enhanced={hydrated}
                onJump={jump}
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
