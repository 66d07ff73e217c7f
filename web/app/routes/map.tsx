import { useState } from "react";
import { Form, Link, useRouteLoaderData, useSubmit } from "react-router";
import type { Route } from "./+types/map";
import type { loader as rootLoader } from "~/root";
import { NearMe, type NearResult } from "~/components/map/NearMe";
import { StoreMap } from "~/components/map/StoreMap";
import { Pagination } from "~/components/listing/Pagination";
import { listCategories, listHotspots, listStates, storeMapPoints } from "~/lib/content/api.server";
import { type NearStore, mapQuery, parsePage, readMapFilters, sortMapPoints } from "~/lib/maps/map-page";
import { MAP_PAGE } from "~/lib/messages/map";
import { pageMeta } from "~/lib/seo/page-meta";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/map.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "map" };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const total = loaderData?.total;
  return pageMeta({
    title: "Map of antique stores",
    description: `Every antique store in the directory on one map${
      total ? ` (${groupThousands(total)} stores)` : ""
    }: filter by state and category, or find the shops nearest to you.`,
    path: "/map",
    matches,
  });
}

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const page = parsePage(params.get("page"));
  if (page === undefined) fatalNotFound(url);
  try {
    const [states, categories, hotspots] = await Promise.all([listStates(), listCategories(), listHotspots()]);
    const filters = readMapFilters(params, {
      states: new Set(states.map((state) => state.code)),
      categories: new Set(categories.map((category) => category.slug)),
      hotspots: new Set(hotspots.map((hotspot) => hotspot.slug)),
    });
    const points = await storeMapPoints(
      filters.state || undefined,
      filters.category || undefined,
      filters.hotspot || undefined,
    );
    const town = hotspots.find((hotspot) => hotspot.slug === filters.hotspot);
    const stateNames = new Map(states.map((state) => [state.code, state.name]));
    const sorted = sortMapPoints(points, stateNames);
    const pageCount = Math.max(1, Math.ceil(sorted.length / MAP_PAGE.listPageSize));
    if (page > pageCount) fatalNotFound(url);
    const start = (page - 1) * MAP_PAGE.listPageSize;
    return {
      filters,
      page,
      pageCount,
      total: sorted.length,
      // Only the page of the list is sent; the map loads its markers from /resources/map-points.
      list: sorted.slice(start, start + MAP_PAGE.listPageSize),
      states: states.map((state) => ({ code: state.code, name: state.name })),
      categories: categories.map((category) => ({ slug: category.slug, name: category.name })),
      town: town ? { slug: town.slug, name: town.name, state: town.state } : undefined,
    };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { filters, page, pageCount, total, list, states, categories, town } = loaderData;
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  const submit = useSubmit();
  const [near, setNear] = useState<NearResult | undefined>();
  const [focus, setFocus] = useState<{ store: NearStore; nonce: number } | undefined>();
  const stateName = states.find((state) => state.code === filters.state)?.name;
  const categoryName = categories.find((category) => category.slug === filters.category)?.name;
  const filtered = Boolean(filters.state || filters.category || filters.hotspot);
  const scope = [
    categoryName,
    town ? `around ${town.name}, ${town.state}` : undefined,
    stateName ? `in ${stateName}` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const first = (page - 1) * MAP_PAGE.listPageSize + 1;

  return (
    <div className="container map-page">
      <header className="page-header map-header">
        <h1>Map of antique stores</h1>
        <p>
          {groupThousands(total)} {total === 1 ? "store" : "stores"}
          {scope ? ` ${scope}` : " across the United States"}. Zoom in to split the clusters, select a marker for the
          store's page, or find the shops nearest to you.
        </p>
      </header>

      <Form method="get" className="map-filters" aria-label="Filter the map">
        {/* A hotspot town's map keeps its town while state and category change. */}
        {filters.hotspot ? <input type="hidden" name="hotspot" value={filters.hotspot} /> : null}
        <div className="field">
          <label htmlFor="map-state">State</label>
          <select
            id="map-state"
            name="state"
            defaultValue={filters.state}
            key={`state-${filters.state}`}
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          >
            <option value="">All states</option>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="map-category">Category</label>
          <select
            id="map-category"
            name="category"
            defaultValue={filters.category}
            key={`category-${filters.category}`}
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="map-filter-actions">
          <button type="submit" className="btn btn-primary">
            Show stores
          </button>
          {filtered ? (
            <Link to="/map" className="btn btn-ghost" preventScrollReset>
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>

      <div className="map-layout">
        <StoreMap
          pointsUrl={`/resources/map-points${mapQuery(filters)}`}
          tileUrl={config?.mapTileUrl ?? ""}
          attribution={config?.mapTileAttribution ?? ""}
          near={near}
          focusSlug={focus}
        />
        <NearMe onResult={setNear} onShowStore={(store) => setFocus({ store, nonce: Date.now() })} />
      </div>
      <noscript>
        <p className="alert map-noscript">The interactive map needs JavaScript. The list of stores below works without it.</p>
      </noscript>

      <section className="map-list" aria-labelledby="map-list-title" data-testid="map-store-list">
        <h2 id="map-list-title">
          {filtered ? `Stores ${scope}` : "All stores on the map"}{" "}
          <span className="muted map-list-count">
            {total === 0
              ? "(none)"
              : `(${groupThousands(first)}–${groupThousands(first + list.length - 1)} of ${groupThousands(total)})`}
          </span>
        </h2>
        {list.length === 0 ? (
          <p>
            No stores match these filters. <Link to="/map">Show all stores</Link>.
          </p>
        ) : (
          <ul className="map-list-items" data-testid="map-list-items">
            {list.map((point) => (
              <li key={point.slug}>
                <Link to={`/stores/${point.slug}`}>{point.name}</Link>
                <span className="muted">
                  {point.city}, {point.state}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(n) => `/map${mapQuery(filters, n)}`}
          label="Pages of the store list"
        />
      </section>
    </div>
  );
}
