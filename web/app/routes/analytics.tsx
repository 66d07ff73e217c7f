import { Link } from "react-router";
import type { Route } from "./+types/analytics";
import { pageMeta } from "~/lib/seo/page-meta";
import "~/styles/owner.css";

export const handle = { pageType: "static" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Listing analytics for store owners",
    description:
      "What a claimed listing's monthly analytics report shows: page views, calls, website and directions clicks, search appearances and how shoppers found the store.",
    path: "/analytics",
    matches,
  });
}

const METRICS = [
  { title: "Listing views", text: "How many people opened your store page, per day and per month, and from which pages they came." },
  { title: "Calls and website visits", text: "Taps on your phone number and clicks through to your website and social pages." },
  { title: "Directions", text: "How many shoppers opened the map to find their way to you." },
  { title: "Search appearances", text: "How often your store appeared in name search, filtered search, state and town lists." },
  { title: "Top searches", text: "The words and filters shoppers used before they reached your listing." },
  { title: "Nearby comparison", text: "How your listing's views compare with similar stores in your state or antique town." },
] as const;

const EXAMPLE_ROWS = [
  ["Listing views", "1,284", "+12%"],
  ["Phone calls", "96", "+4%"],
  ["Website visits", "211", "+18%"],
  ["Directions opened", "143", "+9%"],
  ["Search appearances", "5,902", "+7%"],
] as const;

export default function Analytics() {
  return (
    <div className="container owner-page">
      <header className="page-header">
        <p className="eyebrow">For store owners</p>
        <h1>Listing analytics</h1>
        <p>
          Every claimed listing gets a monthly report of how shoppers find and use it, so you can see what brings
          people through the door.
        </p>
      </header>

      <section aria-labelledby="metrics-title" className="owner-section">
        <h2 id="metrics-title">What the report shows</h2>
        <ul className="card-grid offer-grid">
          {METRICS.map((metric) => (
            <li key={metric.title} className="card offer-card">
              <h3>{metric.title}</h3>
              <p>{metric.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="example-title" className="owner-section">
        <h2 id="example-title">An example month</h2>
        <div className="example-report card">
          <table>
            <caption>Example report for an illustrative store (not real figures)</caption>
            <thead>
              <tr>
                <th scope="col">Measure</th>
                <th scope="col">This month</th>
                <th scope="col">Change from last month</th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLE_ROWS.map(([measure, value, change]) => (
                <tr key={measure}>
                  <th scope="row">{measure}</th>
                  <td>{value}</td>
                  <td>{change}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="analytics-how" className="owner-section owner-prose">
        <h2 id="analytics-how">How we count</h2>
        <p>
          The figures are counts of visits to the directory, without cookies and without following anyone across
          other sites (see the <Link to="/privacy">privacy notice</Link>). Repeat views by the same visitor within a
          few minutes count once, and known bots are left out.
        </p>
        <p>
          Reports arrive by e-mail at the start of each month to the address that claimed the listing.
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
