import { Link } from "react-router";
import type { Route } from "./+types/states";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { listRegions } from "~/lib/content/api.server";
import { pageMeta } from "~/lib/seo/directory-meta";
import { rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/directory.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "state-listing" };

export async function loader() {
  try {
    const regions = await listRegions();
    return { regions };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Antique stores by state",
    description: "Every US state with its number of antique stores, grouped by region.",
    path: "/states",
    matches,
  });
}

export default function StatesPage({ loaderData }: Route.ComponentProps) {
  const { regions } = loaderData;
  const stateCount = regions.reduce((sum, region) => sum + region.states.length, 0);
  return (
    <div className="container directory">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "States" }]} />
      <header className="page-header">
        <h1>Antique stores by state</h1>
        <p>
          {stateCount} states in {regions.length} regions. Choose a state to see its stores, cities and antique towns.
        </p>
      </header>
      {regions.map((region) => (
        <section key={region.slug} className="region-block" aria-labelledby={`region-${region.slug}`} data-testid="region-group">
          <div className="section-title">
            <h2 id={`region-${region.slug}`}>
              <Link to={`/regions/${region.slug}`}>{region.name}</Link>
            </h2>
            <span className="count">{groupThousands(region.storeCount)} stores</span>
          </div>
          <ul className="count-list">
            {region.states.map((state) => (
              <li key={state.code}>
                <Link to={`/states/${state.slug}`} data-testid="state-link" data-code={state.code}>
                  <span>{state.name}</span>
                  <span className="count" data-testid="state-count">
                    {groupThousands(state.storeCount)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
