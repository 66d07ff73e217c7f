import { Link } from "react-router";
import type { Route } from "./+types/state";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { HotspotTiles } from "~/components/listing/HotspotTiles";
import { PagedStoreList } from "~/components/listing/PagedStoreList";
import { withPage } from "~/lib/listing/pagination";
import { getState, listStores } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import type { StateDetail } from "~/lib/content/types";
import { pageMeta } from "~/lib/seo/directory-meta";
import { AREA_PAGE_SIZE, cardPage, isListOnly, pageInRange, queryPage } from "~/lib/stores/directory.server";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/directory.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "state-detail" };

export async function loader({ url, params }: Route.LoaderArgs) {
  const page = queryPage(url);
  const typed = url.searchParams.get("city")?.trim() || undefined;
  let state: StateDetail;
  try {
    state = await getState(params.state);
  } catch (error) {
    if (error instanceof ContentError && error.status === 404) fatalNotFound(url);
    rethrowContentError(error, "stores-loading");
  }
  // A city typed in any case reads as the state's own spelling of it.
  const city = typed && (state.cities.find((c) => c.name.toLowerCase() === typed.toLowerCase())?.name ?? typed);
  try {
    const stores = await listStores({ state: state.code, city, page, pageSize: AREA_PAGE_SIZE, sort: "name:asc" });
    if (!pageInRange(page, stores.meta.pagination)) fatalNotFound(url);
    const list = cardPage(stores);
    if (isListOnly(url)) return { list, state: null, city };
    return { list, state, city };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

function statePath(slug: string, page: number, city?: string): string {
  const params = new URLSearchParams();
  if (city) params.set("city", city);
  return `/states/${slug}${withPage(params, page)}`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData?.state) return [];
  const { state, list, city } = loaderData;
  const { page, pageCount } = list.pagination;
  const place = city ? `${city}, ${state.name}` : state.name;
  return pageMeta({
    title: `Antique stores in ${place}${page > 1 ? `, page ${page}` : ""}`,
    description: `${groupThousands(list.pagination.total)} antique stores in ${place}: addresses, opening hours, ratings${city ? "" : `, ${state.cities.length} cities and the state's antique towns`}.`,
    path: statePath(state.slug, page, city),
    matches,
    prev: page > 1 ? statePath(state.slug, page - 1, city) : null,
    next: page < pageCount ? statePath(state.slug, page + 1, city) : null,
  });
}

export default function StatePage({ loaderData }: Route.ComponentProps) {
  const { state, list, city } = loaderData;
  if (!state) return null;
  const { page } = list.pagination;
  return (
    <div className="container directory">
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: "States", href: "/states" },
          ...(city ? [{ label: state.name, href: `/states/${state.slug}` }, { label: city }] : [{ label: state.name }]),
        ]}
      />
      <header className="page-header">
        <h1>Antique stores in {city ? `${city}, ${state.name}` : state.name}</h1>
        <ul className="stat-row">
          <li>
            <strong data-testid="state-store-count">{groupThousands(state.storeCount)}</strong> stores
          </li>
          <li>
            <strong>{groupThousands(state.cities.length)}</strong> cities
          </li>
          <li>
            Region: <Link to={`/regions/${state.region}`}>{state.regionName}</Link>
          </li>
        </ul>
      </header>

      {state.hotspots.length > 0 ? (
        <section aria-labelledby="hotspots-heading">
          <div className="section-title">
            <h2 id="hotspots-heading">Antique towns in {state.name}</h2>
          </div>
          <HotspotTiles hotspots={state.hotspots} />
        </section>
      ) : null}

      <section aria-labelledby="stores-heading">
        <div className="section-title">
          <h2 id="stores-heading">{city ? `Stores in ${city}` : `Stores in ${state.name}`}</h2>
          {city ? <Link to={`/states/${state.slug}`}>All of {state.name}</Link> : null}
        </div>
        <PagedStoreList
          list={list}
          label={`Stores in ${city ?? state.name}`}
          hrefFor={(n) => statePath(state.slug, n, city)}
          fetchHrefFor={(n) => {
            const params = new URLSearchParams({ only: "list", page: String(n) });
            if (city) params.set("city", city);
            return `/states/${state.slug}?${params.toString()}`;
          }}
          resetKey={`${state.slug}/${city ?? ""}/${page}`}
        />
      </section>

      <section aria-labelledby="cities-heading">
        <div className="section-title">
          <h2 id="cities-heading">Cities in {state.name}</h2>
        </div>
        <ul className="count-list" data-testid="city-list">
          {state.cities.map((c) => (
            <li key={c.name}>
              <Link
                to={statePath(state.slug, 1, c.name)}
                aria-current={c.name === city ? "page" : undefined}
                data-testid="city-link"
              >
                <span>{c.name}</span>
                <span className="count">{groupThousands(c.storeCount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
