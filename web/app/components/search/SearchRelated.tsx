import { Link } from "react-router";
import type { Related } from "~/lib/content/types";
import { formatDateRange } from "~/lib/events/event-dates";
import { groupThousands } from "../../lib/messages/numbers";

/** Hotspot towns, guides and events a query names, shown above the stores it found. */
export function SearchRelated({ related }: { related: Related }) {
  const { hotspots, guides, events } = related;
  if (hotspots.length + guides.length + events.length === 0) return null;
  return (
    <section className="search-related" aria-label="Also about your search" data-testid="search-related">
      {hotspots.map((h) => (
        <Link key={h.slug} to={`/${h.slug}`} className="search-related-town card" data-testid="related-hotspot">
          <span className="search-related-kicker">Antique town</span>
          <strong>
            {h.name}, {h.state}
          </strong>
          <span className="muted">
            {groupThousands(h.storeCount)} {h.storeCount === 1 ? "store" : "stores"}
            {h.upcomingEvents > 0 ? ` · ${h.upcomingEvents} upcoming ${h.upcomingEvents === 1 ? "show" : "shows"}` : ""}
          </span>
        </Link>
      ))}
      {guides.length + events.length > 0 ? (
        <ul className="search-related-links">
          {guides.map((g) => (
            <li key={g.slug}>
              <span className="search-related-kicker">Guide</span> <Link to={`/guides/${g.slug}`}>{g.title}</Link>
            </li>
          ))}
          {events.map((e) => (
            <li key={e.slug}>
              <span className="search-related-kicker">Event</span>{" "}
              <Link to={`/events#${e.slug}`}>{e.title}</Link>{" "}
              <span className="muted">
                {formatDateRange(e.startDate, e.endDate)} · {e.city}, {e.state}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
