// /events: upcoming antique shows and markets, past ones hidden, in date order and grouped by
// month, each with dates, place, a link to its hotspot town and an "Add to calendar" .ics download.
// Narrowed by region, state and month (`?region=&state=&month=YYYY-MM`), 20 a page; a page past the
// last one leads to the last.
import { redirect } from "react-router";
import type { Route } from "./+types/events";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { Pagination } from "~/components/listing/Pagination";
import { PlaceFilterForm } from "~/components/listing/PlaceFilterForm";
import { EventCard } from "~/components/event/EventCard";
import { groupByMonth, isoDay, upcomingEvents } from "~/lib/events/event-dates";
import { listEvents, listHotspots, listRegions, listStates } from "~/lib/content/api.server";
import type { Hotspot } from "~/lib/content/types";
import { canonicalPlaceUrl, choosePlaces, isNarrowed, pageOf, placeQuery } from "~/lib/listing/place-filters";
import { parsePage } from "~/lib/maps/map-page";
import { serializeJsonLd } from "~/lib/seo/jsonld";
import { CONTENT_TEXT } from "~/lib/messages";
import { pageMeta, siteUrlFrom } from "~/lib/seo/page-meta";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/content.css";

export const handle = { pageType: "static" };

/** Events a page. */
const EVENTS_PAGE_SIZE = 20;

const startMonth = (event: { startDate: string }) => event.startDate.slice(0, 7);

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const page = parsePage(params.get("page"));
  if (page === undefined) fatalNotFound(url);
  try {
    const [events, hotspots, states, regions] = await Promise.all([
      listEvents({ upcoming: true }),
      listHotspots().catch((): Hotspot[] => []),
      listStates(),
      listRegions(),
    ]);
    const names: Record<string, string> = {};
    for (const h of hotspots) names[h.slug] = `${h.name}, ${h.state}`;
    const upcoming = upcomingEvents(events, isoDay(new Date()));
    const { filters, picked, options } = choosePlaces(upcoming, params, { states, regions }, {
      of: startMonth,
      options: (items) => groupByMonth(items).map((group) => ({ value: group.key, label: group.label })),
    });
    const canonical = canonicalPlaceUrl("/events", params, filters, page);
    if (canonical) throw redirect(canonical);
    const { items, pageCount } = pageOf(picked, page, EVENTS_PAGE_SIZE);
    if (page > pageCount) throw redirect(`/events${placeQuery(filters, pageCount)}`);
    return {
      events: items,
      total: picked.length,
      page,
      pageCount,
      filters,
      hotspotNames: names,
      regions: options.regions,
      states: options.states,
      months: options.months ?? [],
      anyEvents: upcoming.length > 0,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
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
  const { events, total, page, pageCount, filters, hotspotNames, regions, states, months, anyEvents } = loaderData;
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
  const narrowed = isNarrowed(filters);
  const first = (page - 1) * EVENTS_PAGE_SIZE + 1;
  return (
    <div className="container content-page">
      {jsonLd.length > 0 ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} /> : null}
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Events" }]} />
      <header className="page-header">
        <h1>Antique shows and events</h1>
        <p>Antiques weeks, flea markets and shows in the hotspot towns and beyond. Add any of them to your calendar.</p>
      </header>
      {!anyEvents ? (
        <p className="empty-state" data-testid="no-events">
          {CONTENT_TEXT.noEvents}
        </p>
      ) : (
        <>
          <PlaceFilterForm
            label="Narrow the events"
            filters={filters}
            regions={regions}
            states={states}
            months={months}
            clearHref="/events"
          />
          {months.length > 1 && !filters.month ? (
            <nav className="month-nav" aria-label="Jump to a month">
              <ul className="cluster" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {months.map((month) => (
                  <li key={month.value}>
                    <a className="chip" href={`/events${placeQuery({ ...filters, month: month.value })}`}>
                      {month.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className="place-filter-summary" data-testid="event-count" aria-live="polite">
            {total === 0
              ? "No upcoming events match."
              : `${total} ${total === 1 ? "event" : "events"}${narrowed ? " match" : ""}${
                  pageCount > 1 ? `, ${first}–${first + events.length - 1} shown` : ""
                }.`}
          </p>
          {groups.map((group) => (
            <section key={group.key} id={`month-${group.key}`} className="month-group" aria-labelledby={`h-${group.key}`} data-testid="event-month">
              <h2 id={`h-${group.key}`}>{group.label}</h2>
              <ul className="event-list">
                {group.events.map((event) => (
                  <li key={event.slug}>
                    <EventCard event={event} hotspotName={event.hotspot ? hotspotNames[event.hotspot] : undefined} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => `/events${placeQuery(filters, n)}`}
            label="Pages of events"
          />
        </>
      )}
    </div>
  );
}
