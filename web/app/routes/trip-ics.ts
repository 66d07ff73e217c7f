// /trip.ics?stores=…: the trip as calendar events, one per stop from arrival to departure. The same
// address as the trip page, so the link works with or without JavaScript and gives the plan the page
// shows; importing a replanned trip of the same stores and day updates its events (trip-files.ts).
import type { Route } from "./+types/trip-ics";
import { serverConfig } from "~/lib/config/config.server";
import { fatalNotFound } from "~/lib/errors/route-errors";
import { TRIP_FILES } from "~/lib/messages/trip";
import { tripIcs, tripId } from "~/lib/trip/trip-files";
import { tripStart } from "~/lib/trip/trip-page";
import { planTrip } from "~/lib/trip/trip-plan";
import { loadTrip } from "~/lib/trip/trip.server";

export async function loader({ url }: Route.LoaderArgs) {
  const data = await loadTrip(url);
  if (data.stores.length === 0) fatalNotFound(url);
  const plan = planTrip(data.stores, tripStart(data.query, data.place), data.query);
  const body = tripIcs(
    plan.stops.map((stop) => ({ ...stop.store, arrival: stop.arrival, departure: stop.departure })),
    {
      tripId: tripId(
        plan.stops.map((stop) => stop.store.slug),
        plan.startAt,
      ),
      siteUrl: serverConfig.siteUrl,
      now: new Date(),
    },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${TRIP_FILES.icsFileName(plan.date)}"`,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
