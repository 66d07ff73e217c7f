// /trip.gpx?stores=…: the trip's stops as a GPX file (waypoints and one route, in the plan's order),
// for GPS units and map apps. The same address as the trip page, so the link works with or without
// JavaScript and gives the plan the page shows.
import type { Route } from "./+types/trip-gpx";
import { serverConfig } from "~/lib/config/config.server";
import { fatalNotFound } from "~/lib/errors/route-errors";
import { TRIP_FILES } from "~/lib/messages/trip";
import { tripGpx } from "~/lib/trip/trip-files";
import { tripStart } from "~/lib/trip/trip-page";
import { planTrip } from "~/lib/trip/trip-plan";
import { loadTrip } from "~/lib/trip/trip.server";

export async function loader({ url }: Route.LoaderArgs) {
  const data = await loadTrip(url);
  if (data.stores.length === 0) fatalNotFound(url);
  const plan = planTrip(data.stores, tripStart(data.query, data.place), data.query);
  const body = tripGpx(
    plan.stops.map((stop) => stop.store),
    { name: TRIP_FILES.name(plan.date), siteUrl: serverConfig.siteUrl },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/gpx+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${TRIP_FILES.gpxFileName(plan.date)}"`,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
