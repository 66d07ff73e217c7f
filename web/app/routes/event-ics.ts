// /events/{slug}.ics: one event as an iCalendar file (RFC 5545) to add to a calendar.
import type { Route } from "./+types/event-ics";
import { listEvents } from "~/lib/content/api.server";
import { serverConfig } from "~/lib/config/config.server";
import { eventToIcs, icsFileName } from "~/lib/events/ics";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";

export async function loader({ url, params }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) fatalNotFound(url);
  let events;
  try {
    events = await listEvents({ upcoming: false });
  } catch (error) {
    rethrowContentError(error, "events-loading");
  }
  const event = events.find((e) => e.slug === slug);
  if (!event) fatalNotFound(url);
  const siteUrl = serverConfig.siteUrl;
  const body = eventToIcs(event, {
    siteUrl,
    now: new Date(),
    moreInfo: event.hotspot ? `Antique stores nearby: ${siteUrl}/${event.hotspot}` : undefined,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFileName(slug)}"`,
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
