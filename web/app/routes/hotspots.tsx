// /hotspots: every antique hotspot town, most stores first, with a small US map marking each town.
// Narrowed by region and state (`?region=&state=`), 24 a page; each town keeps its rank in the whole
// list. A page past the last one leads to the last.
import { Link, redirect } from "react-router";
import type { Route } from "./+types/hotspots";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { Pagination } from "~/components/listing/Pagination";
import { PlaceFilterForm } from "~/components/listing/PlaceFilterForm";
import { UsOutlineDefs, UsThumbnail } from "~/components/hotspot/UsThumbnail";
import { listHotspots, listRegions, listStates } from "~/lib/content/api.server";
import { canonicalPlaceUrl, choosePlaces, isNarrowed, pageOf, placeQuery } from "~/lib/listing/place-filters";
import { parsePage } from "~/lib/maps/map-page";
import { pageMeta } from "~/lib/seo/directory-meta";
import { serializeJsonLd } from "~/lib/seo/jsonld";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import { excerpt } from "~/lib/stores/store-display";
import "~/styles/hotspot.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "hotspot-listing" };

/** Towns a page. */
const HOTSPOTS_PAGE_SIZE = 24;

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const page = parsePage(params.get("page"));
  if (page === undefined) fatalNotFound(url);
  try {
    const [hotspots, states, regions] = await Promise.all([listHotspots(), listStates(), listRegions()]);
    const ranked = [...hotspots]
      .sort((a, b) => b.storeCount - a.storeCount || a.name.localeCompare(b.name))
      .map((hotspot, index) => ({ ...hotspot, rank: index + 1 }));
    const { filters, picked, options } = choosePlaces(ranked, params, { states, regions });
    const canonical = canonicalPlaceUrl("/hotspots", params, filters, page);
    if (canonical) throw redirect(canonical);
    const { items, pageCount } = pageOf(picked, page, HOTSPOTS_PAGE_SIZE);
    if (page > pageCount) throw redirect(`/hotspots${placeQuery(filters, pageCount)}`);
    return {
      hotspots: items,
      total: picked.length,
      totalStores: picked.reduce((sum, h) => sum + h.storeCount, 0),
      page,
      pageCount,
      filters,
      regions: options.regions,
      states: options.states,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    rethrowContentError(error, "hotspots-loading");
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const count = loaderData?.total ?? 0;
  return pageMeta({
    title: "Antique Hotspot Towns",
    description: `${count} famous antique towns across the US, from Round Top to Brimfield: where to go, when to visit and the stores you'll find there.`,
    path: "/hotspots",
    matches,
  });
}

export default function Hotspots({ loaderData, matches }: Route.ComponentProps) {
  const { hotspots, total, totalStores, page, pageCount, filters, regions, states } = loaderData;
  const root = matches.find((m) => m?.id === "root")?.data as { config?: { siteUrl?: string } } | undefined;
  const siteUrl = (root?.config?.siteUrl ?? "").replace(/\/$/, "");
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: hotspots.map((h) => ({ "@type": "ListItem", position: h.rank, url: `${siteUrl}/${h.slug}`, name: `${h.name}, ${h.state}` })),
  };
  const narrowed = isNarrowed(filters);
  return (
    <div className="container hotspots-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(itemList) }} />
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Hotspot towns" }]} />
      <header className="page-header">
        <h1>Antique hotspot towns</h1>
        <p>
          Some towns are worth the drive: whole main streets of dealers, weekly markets and shows that draw buyers from
          across the country.
        </p>
      </header>
      <PlaceFilterForm label="Narrow the towns" filters={filters} regions={regions} states={states} clearHref="/hotspots" />
      <p className="place-filter-summary" data-testid="hotspot-total" aria-live="polite">
        {total === 0
          ? "No hotspot towns match."
          : `${total} ${total === 1 ? "town" : "towns"}${narrowed ? " match" : ""}, ${groupThousands(totalStores)} stores, most stores first.`}
      </p>
      <UsOutlineDefs />
      <ul className="hotspot-grid" data-testid="hotspot-list">
        {hotspots.map((hotspot) => (
          <li key={hotspot.slug}>
            <article className="card hotspot-card" data-testid="hotspot-card" data-slug={hotspot.slug} data-count={hotspot.storeCount}>
              <div className="hotspot-card-thumb">
                <UsThumbnail lat={hotspot.latitude} lng={hotspot.longitude} />
              </div>
              <span className="badge hotspot-card-rank" aria-hidden="true">
                #{hotspot.rank}
              </span>
              <div className="hotspot-card-body">
                <h2>
                  <Link to={`/${hotspot.slug}`} className="card-link">
                    {hotspot.name}, {hotspot.state}
                  </Link>
                </h2>
                <div className="hotspot-card-meta">
                  <span className="badge badge-primary" data-testid="hotspot-count">
                    {groupThousands(hotspot.storeCount)} {hotspot.storeCount === 1 ? "store" : "stores"}
                  </span>
                  <span className="muted">{hotspot.stateName ?? hotspot.state}</span>
                </div>
                <p>{excerpt(hotspot.description, 150)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => `/hotspots${placeQuery(filters, n)}`}
        label="Pages of hotspot towns"
      />
    </div>
  );
}
