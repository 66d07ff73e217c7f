import { Link } from "react-router";
import type { Route } from "./+types/analytics";
import { pageMeta } from "~/lib/seo/page-meta";
import "~/styles/owner.css";

export const handle = { pageType: "static" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Listing analytics for store owners",
    description:
      "What the directory measures about a listing today, and what helps shoppers find a store: complete details, opening hours, categories and a verified listing.",
    path: "/analytics",
    matches,
  });
}

/** What makes a listing show up where shoppers look, each tied to what the directory does with it. */
const FINDABILITY = [
  {
    title: "Opening hours",
    text: "Stores with hours appear in “Open now” searches, and their page tells shoppers whether they are open right now, in the store's own time zone.",
  },
  {
    title: "Categories and specialties",
    text: "Shoppers filter by category (furniture, jewelry, glassware …). A store without categories only turns up when they search for its name or place.",
  },
  {
    title: "A verified listing",
    text: "A claimed, verified store carries the “Verified listing” badge and a “Last verified” date, and it ranks higher in its antique town's top 10.",
  },
  {
    title: "Exact location",
    text: "With coordinates, a store appears on the map, among “stores nearby” on other store pages and on its antique town's page.",
  },
] as const;

export default function Analytics() {
  return (
    <div className="container owner-page">
      <header className="page-header">
        <p className="eyebrow">For store owners</p>
        <h1>Listing analytics</h1>
        <p>
          The directory does not measure visits to single listings, so it sends no listing reports: we would rather
          count nothing than follow shoppers around (see the <Link to="/privacy">privacy notice</Link>). What we can
          tell you is what makes a listing easy to find.
        </p>
      </header>

      <section aria-labelledby="findability-title" className="owner-section">
        <h2 id="findability-title">What helps shoppers find your store</h2>
        <ul className="card-grid offer-grid">
          {FINDABILITY.map((item) => (
            <li key={item.title} className="card offer-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="analytics-how" className="owner-section owner-prose">
        <h2 id="analytics-how">Keeping your listing right</h2>
        <p>
          Claim your listing and an editor confirms it with you; after that, tell us when the hours or details change.
          Anyone can use “Report a change” on a store's page: an editor checks every report before the page changes.
        </p>
        <p className="cluster">
          <Link to="/claim" className="btn btn-primary">
            Claim your listing
          </Link>
          <Link to="/advertise" className="btn btn-secondary">
            Featured placement
          </Link>
        </p>
      </section>
    </div>
  );
}
