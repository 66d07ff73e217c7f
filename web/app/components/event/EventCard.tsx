import { PathLink } from "../PathLink";
import type { Event } from "~/lib/content/types";
import { CONTENT_TEXT } from "~/lib/messages";
import { dateBadge, eventIcsPath, formatDateRange } from "../../lib/events/event-dates";

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
          >
            <svg className="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Zm6 2v3H8v2h3v3h2v-3h3v-2h-3v-3h-2Z"
              />
            </svg>
            {CONTENT_TEXT.addToCalendar}
            {/* The name holds the visible text, then which event. */}
            <span className="visually-hidden">: {event.title}</span>
          </a>
          {event.hotspot && !hideTownLink ? (
            <PathLink className="btn btn-ghost btn-sm" to={`/${event.hotspot}`} data-testid="event-town">
              Antique stores in {hotspotName ?? `${event.city}, ${event.stateName ?? event.state}`}
            </PathLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
