// /events: upcoming antique shows and markets, past ones hidden, grouped by month in date order,
// each with dates, place, a link to its hotspot town and an "Add to calendar" .ics download.
import type { Route } from "./+types/events";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { EventCard } from "~/components/event/EventCard";
import { groupByMonth, isoDay, upcomingEvents } from "~/lib/events/event-dates";
import { listEvents, listHotspots } from "~/lib/content/api.server";
import type { Hotspot } from "~/lib/content/types";
import { serializeJsonLd } from "~/lib/seo/jsonld";
import { CONTENT_TEXT } from "~/lib/messages";
import { pageMeta, siteUrlFrom } from "~/lib/seo/page-meta";
import { rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/content.css";

export const handle = { pageType: "static" };

export async function loader() {
  try {
    const [events, hotspots] = await Promise.all([
      listEvents({ upcoming: true }),
      listHotspots().catch((): Hotspot[] => []),
    ]);
    const names: Record<string, string> = {};
    for (const h of hotspots) names[h.slug] = `${h.name}, ${h.state}`;
    return { events: upcomingEvents(events, isoDay(new Date())), hotspotNames: names };
  } catch (error) {
    rethrowContentError(error, "events-loading");
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Antique Shows and Events",
    description: "Upcoming antique shows, flea markets and antiques weeks across the US, by month, with calendar downloads.",
    path: "/events",
    matches,
  });
}

export default function Events({ loaderData, matches }: Route.ComponentProps) {
  const { events, hotspotNames } = loaderData;
  const groups = groupByMonth(events);
  const siteUrl = siteUrlFrom(matches.map((m) => (m ? { id: m.id, loaderData: m.data } : undefined)));
  const jsonLd = events.map((e) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name: e.title,
    description: e.description,
    startDate: e.startDate,
    endDate: e.endDate,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: {
      "@type": "Place",
      name: e.venue,
      address: { "@type": "PostalAddress", addressLocality: e.city, addressRegion: e.state, addressCountry: "US" },
    },
    url: e.url ?? `${siteUrl}/events#${e.slug}`,
  }));
  return (
    <div className="container content-page">
      {jsonLd.length > 0 ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} /> : null}
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Events" }]} />
      <header className="page-header">
        <h1>Antique shows and events</h1>
        <p>Antiques weeks, flea markets and shows in the hotspot towns and beyond. Add any of them to your calendar.</p>
      </header>
      {groups.length === 0 ? (
        <p className="empty-state" data-testid="no-events">
          {CONTENT_TEXT.noEvents}
        </p>
      ) : (
        <>
          {groups.length > 1 ? (
            <nav className="month-nav" aria-label="Months">
              <ul className="cluster" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {groups.map((g) => (
                  <li key={g.key}>
                    <a className="chip" href={`#month-${g.key}`}>
                      {g.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {groups.map((group) => (
            <section key={group.key} id={`month-${group.key}`} className="month-group" aria-labelledby={`h-${group.key}`} data-testid="event-month">
              <h2 id={`h-${group.key}`}>
                {group.label}{" "}
                <span>
                  {group.events.length} {group.events.length === 1 ? "event" : "events"}
                </span>
              </h2>
              <ul className="event-list">
                {group.events.map((event) => (
                  <li key={event.slug}>
                    <EventCard event={event} hotspotName={event.hotspot ? hotspotNames[event.hotspot] : undefined} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
