// /hotspots: every antique hotspot town, most stores first, with a small US map marking each town.
import { Link } from "react-router";
import type { Route } from "./+types/hotspots";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { UsOutlineDefs, UsThumbnail } from "~/components/hotspot/UsThumbnail";
import { listHotspots } from "~/lib/content/api.server";
import { pageMeta } from "~/lib/seo/directory-meta";
import { serializeJsonLd } from "~/lib/seo/jsonld";
import { rethrowContentError } from "~/lib/errors/route-errors";
import { excerpt } from "~/lib/stores/store-display";
import "~/styles/hotspot.css";

export const handle = { pageType: "hotspot-listing" };

export async function loader() {
  try {
    const hotspots = await listHotspots();
    return { hotspots: [...hotspots].sort((a, b) => b.storeCount - a.storeCount || a.name.localeCompare(b.name)) };
  } catch (error) {
    rethrowContentError(error, "hotspots-loading");
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const count = loaderData?.hotspots.length ?? 0;
  return pageMeta({
    title: "Antique Hotspot Towns",
    description: `${count} famous antique towns across the US, from Round Top to Brimfield: where to go, when to visit and the stores you'll find there.`,
    path: "/hotspots",
    matches,
  });
}

export default function Hotspots({ loaderData, matches }: Route.ComponentProps) {
  const { hotspots } = loaderData;
  const root = matches.find((m) => m?.id === "root")?.data as { config?: { siteUrl?: string } } | undefined;
  const siteUrl = (root?.config?.siteUrl ?? "").replace(/\/$/, "");
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: hotspots.map((h, i) => ({ "@type": "ListItem", position: i + 1, url: `${siteUrl}/${h.slug}`, name: `${h.name}, ${h.state}` })),
  };
  const totalStores = hotspots.reduce((sum, h) => sum + h.storeCount, 0);
  return (
    <div className="container hotspots-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(itemList) }} />
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Hotspot towns" }]} />
      <header className="page-header">
        <h1>Antique hotspot towns</h1>
        <p>
          Some towns are worth the drive: whole main streets of dealers, weekly markets and shows that draw buyers from
          across the country. {hotspots.length} towns, {totalStores.toLocaleString("en-US")} stores, most stores first.
        </p>
      </header>
      <UsOutlineDefs />
      <ul className="hotspot-grid" data-testid="hotspot-list">
        {hotspots.map((hotspot, index) => (
          <li key={hotspot.slug}>
            <article className="card hotspot-card" data-testid="hotspot-card" data-slug={hotspot.slug} data-count={hotspot.storeCount}>
              <div className="hotspot-card-thumb">
                <UsThumbnail lat={hotspot.latitude} lng={hotspot.longitude} />
              </div>
              <span className="badge hotspot-card-rank" aria-hidden="true">
                #{index + 1}
              </span>
              <div className="hotspot-card-body">
                <h2>
                  <Link to={`/${hotspot.slug}`} className="card-link">
                    {hotspot.name}, {hotspot.state}
                  </Link>
                </h2>
                <div className="hotspot-card-meta">
                  <span className="badge badge-primary" data-testid="hotspot-count">
                    {hotspot.storeCount.toLocaleString("en-US")} {hotspot.storeCount === 1 ? "store" : "stores"}
                  </span>
                  <span className="muted">{hotspot.stateName ?? hotspot.state}</span>
                </div>
                <p>{excerpt(hotspot.description, 150)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
