import { Link } from "react-router";
import type { Event } from "~/lib/content/types";
import { US_STATE_NAMES } from "~/lib/store";
import { dateBadge, eventIcsPath, formatDateRange } from "./event-dates";

export interface EventCardProps {
  event: Event;
  /** Name of the hotspot town the event belongs to, for the link text. */
  hotspotName?: string;
  headingLevel?: 2 | 3 | 4;
  /** Hide the town link (on the town's own page). */
  hideTownLink?: boolean;
}

/** One show or market: calendar badge, title, dates, place, town page link and calendar download. */
export function EventCard({ event, hotspotName, headingLevel = 3, hideTownLink = false }: EventCardProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const badge = dateBadge(event.startDate);
  const dates = formatDateRange(event.startDate, event.endDate);
  const place = [event.venue, `${event.city}, ${event.state}`].filter(Boolean).join(" · ");
  return (
    <article className="event-card" id={event.slug} data-testid="event-card" data-start={event.startDate} data-end={event.endDate}>
      <div className="event-badge" aria-hidden="true">
        <span className="event-badge-month">{badge.month}</span>
        <span className="event-badge-day">{badge.day}</span>
      </div>
      <div className="event-body">
        <Heading className="event-title">
          {event.url ? (
            <a href={event.url} rel="nofollow noopener noreferrer">
              {event.title}
            </a>
          ) : (
            event.title
          )}
        </Heading>
        <p className="event-when">
          <time dateTime={event.startDate}>{dates}</time>
        </p>
        <p className="event-where muted">{place}</p>
        {event.description ? <p className="event-text">{event.description}</p> : null}
        <div className="event-actions">
          <a
            className="btn btn-secondary btn-sm"
            href={eventIcsPath(event.slug)}
            download={`${event.slug}.ics`}
            data-testid="event-ics"
            aria-label={`Add ${event.title} to your calendar`}
          >
            <span aria-hidden="true">📅</span> Add to calendar
          </a>
          {event.hotspot && !hideTownLink ? (
            <Link className="btn btn-ghost btn-sm" to={`/${event.hotspot}`} data-testid="event-town">
              Antique stores in {hotspotName ?? `${event.city}, ${US_STATE_NAMES[event.state] ?? event.state}`}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
