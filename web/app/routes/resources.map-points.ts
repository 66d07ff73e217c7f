// JSON for the map's markers: every store with coordinates, optionally of one state, category and
// hotspot town (proxies the content API's /api/stores/map, so the browser only talks to the web
// server).
import type { Route } from "./+types/resources.map-points";
import { storeMapPoints } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import { outageHeaders } from "~/lib/errors/route-errors";

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const state = (params.get("state") ?? "").trim().toUpperCase();
  const category = (params.get("category") ?? "").trim().toLowerCase();
  const hotspot = (params.get("hotspot") ?? "").trim().toLowerCase();
  const slug = /^[a-z0-9-]{1,80}$/;
  if ((state && !/^[A-Z]{2}$/.test(state)) || (category && !slug.test(category)) || (hotspot && !slug.test(hotspot))) {
    return Response.json({ data: [], error: { status: 400, message: "Unknown filter." } }, { status: 400 });
  }
  try {
    const points = await storeMapPoints(state || undefined, category || undefined, hotspot || undefined);
    return Response.json({ data: points }, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch (error) {
    const status = error instanceof ContentError ? error.pageStatus : 500;
    const message = error instanceof ContentError ? error.userMessage : "Could not load the stores.";
    return Response.json({ data: [], error: { status, message } }, { status, headers: { "Cache-Control": "no-store", ...outageHeaders(status) } });
  }
}
