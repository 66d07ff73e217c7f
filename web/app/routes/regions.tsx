import { Link } from "react-router";
import type { Route } from "./+types/regions";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { listRegions } from "~/lib/content/api.server";
import { pageMeta } from "~/lib/seo/directory-meta";
import { rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/directory.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "region-listing" };

export async function loader() {
  try {
    return { regions: await listRegions() };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Antique stores by region",
    description: "The regions of the United States with their states and number of antique stores.",
    path: "/regions",
    matches,
  });
}

export default function RegionsPage({ loaderData }: Route.ComponentProps) {
  const { regions } = loaderData;
  return (
    <div className="container directory">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Regions" }]} />
      <header className="page-header">
        <h1>Antique stores by region</h1>
        <p>From New England barns to Texas antique weeks: explore the country one region at a time.</p>
      </header>
      <ul className="tile-grid region-tiles" data-testid="region-list">
        {regions.map((region) => (
          <li key={region.slug}>
            <article className="card">
              <h2>
                <Link to={`/regions/${region.slug}`} className="card-link tile-title" data-testid="region-link">
                  {region.name}
                </Link>
              </h2>
              <p className="region-count">
                <strong>{groupThousands(region.storeCount)}</strong> stores in {region.states.length} states
              </p>
              {region.description ? <p>{region.description}</p> : null}
              <p className="region-states">{region.states.map((s) => s.name).join(" · ")}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
