// JSON for the map's "near me": the stores nearest to a position, nearest first
// (proxies the content API's /api/stores/near).
import type { Route } from "./+types/resources.stores-near";
import { storesNear } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import { type NearStore, parseCoordinate, toNearStore } from "~/lib/maps/map-page";
import { MAP_PAGE } from "~/lib/messages/map";
import { outageHeaders } from "~/lib/errors/route-errors";

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const lat = parseCoordinate(params.get("lat"), 90);
  const lng = parseCoordinate(params.get("lng"), 180);
  if (lat === undefined || lng === undefined) {
    return Response.json(
      { data: [], error: { status: 400, message: "lat and lng must be valid coordinates." } },
      { status: 400 },
    );
  }
  try {
    const stores = await storesNear(lat, lng, MAP_PAGE.nearRadiusKm, MAP_PAGE.nearLimit);
    const data = stores.map(toNearStore).filter((store): store is NearStore => store !== undefined);
    // A position is personal: let the browser keep it briefly, but no shared cache.
    return Response.json({ data }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    const status = error instanceof ContentError ? error.pageStatus : 500;
    return Response.json(
      { data: [], error: { status, message: MAP_PAGE.nearFailed } },
      { status, headers: { "Cache-Control": "no-store", ...outageHeaders(status) } },
    );
  }
}
