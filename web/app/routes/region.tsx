import { Link } from "react-router";
import type { Route } from "./+types/region";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { HotspotTiles } from "~/components/listing/HotspotTiles";
import { PagedStoreList } from "~/components/listing/PagedStoreList";
import { withPage } from "~/lib/listing/pagination";
import { getRegion, listStores } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import { pageMeta } from "~/lib/seo/directory-meta";
import { AREA_PAGE_SIZE, cardPage, isListOnly, pageInRange, queryPage } from "~/lib/stores/directory.server";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/directory.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "region-detail" };

export async function loader({ url, params }: Route.LoaderArgs) {
  const page = queryPage(url);
  const slug = params.region.toLowerCase();
  try {
    const [region, stores] = await Promise.all([
      isListOnly(url) ? Promise.resolve(null) : getRegion(slug),
      listStores({ region: slug, page, pageSize: AREA_PAGE_SIZE, sort: "name:asc" }),
    ]);
    if (!pageInRange(page, stores.meta.pagination)) fatalNotFound(url);
    return { region, list: cardPage(stores) };
  } catch (error) {
    // Either call may fail first: the region read says 404, the store list refuses an unknown region (422).
    if (error instanceof ContentError && [400, 404, 422].includes(error.status)) fatalNotFound(url);
    rethrowContentError(error, "stores-loading");
  }
}

const regionPath = (slug: string, page: number) => `/regions/${slug}${withPage("", page)}`;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData?.region) return [];
  const { region, list } = loaderData;
  const { page, pageCount } = list.pagination;
  return pageMeta({
    title: `Antique stores in the ${region.name}${page > 1 ? `, page ${page}` : ""}`,
    description: `${groupThousands(region.storeCount)} antique stores in ${region.states.length} states of the ${region.name}, with its antique towns.`,
    path: regionPath(region.slug, page),
    matches,
    prev: page > 1 ? regionPath(region.slug, page - 1) : null,
    next: page < pageCount ? regionPath(region.slug, page + 1) : null,
  });
}

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  const { region, list } = loaderData;
  if (!region) return null;
  return (
    <div className="container directory">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Regions", href: "/regions" }, { label: region.name }]} />
      <header className="page-header">
        <h1>Antique stores in the {region.name}</h1>
        {region.description ? <p>{region.description}</p> : null}
        <ul className="stat-row">
          <li>
            <strong data-testid="region-store-count">{groupThousands(region.storeCount)}</strong> stores
          </li>
          <li>
            <strong>{region.states.length}</strong> states
          </li>
          <li>
            <strong>{region.hotspots.length}</strong> antique towns
          </li>
        </ul>
      </header>

      <section aria-labelledby="states-heading">
        <div className="section-title">
          <h2 id="states-heading">States</h2>
        </div>
        <ul className="count-list">
          {region.states.map((state) => (
            <li key={state.code}>
              <Link to={`/states/${state.slug}`} data-testid="state-link">
                <span>{state.name}</span>
                <span className="count">{groupThousands(state.storeCount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {region.hotspots.length > 0 ? (
        <section aria-labelledby="towns-heading">
          <div className="section-title">
            <h2 id="towns-heading">Antique towns</h2>
          </div>
          <HotspotTiles hotspots={region.hotspots} />
        </section>
      ) : null}

      <section aria-labelledby="stores-heading">
        <div className="section-title">
          <h2 id="stores-heading">Stores in the {region.name}</h2>
        </div>
        <PagedStoreList
          list={list}
          label={`Stores in the ${region.name}`}
          hrefFor={(n) => regionPath(region.slug, n)}
          fetchHrefFor={(n) => `/regions/${region.slug}?only=list&page=${n}`}
          resetKey={`${region.slug}/${list.pagination.page}`}
        />
      </section>
    </div>
  );
}
