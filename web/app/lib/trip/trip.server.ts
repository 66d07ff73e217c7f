// The trip page's data, for its loader and the trip's files (/trip.gpx, /trip.ics): the stores the
// address names, read from the content service, and where the typed start place is. The content
// service places a town or ZIP code the way its search does: a town or ZIP code of our stores at the
// mean position of its stores, a hotspot town at its own, and any other US town or ZIP code from
// the reference files it is configured with (US_CITIES, ZIP_CENTROIDS); without them, a place where
// the directory has no store is not found.
import { searchStores, storesBySlugs } from "../content/api.server";
import { ContentError } from "../content/errors";
import { rethrowContentError } from "../errors/route-errors";
import { arrangeTripStores, placeStart, resolveTripQuery, withCurrentSlugs, type TripPageData } from "./trip-page";
import { parseTripQuery } from "./trip-query";

/** The place the content service reads in the typed text, or null when it reads none it can start from. */
async function findPlace(text: string): Promise<TripPageData["place"]> {
  try {
    const result = await searchStores({ query: text, pagination: { page: 1, pageSize: 1 } });
    return placeStart(result.meta.understood?.place);
  } catch (error) {
    // Text the search refuses (400) is a place we cannot find; an outage is the page's outage.
    if (error instanceof ContentError && error.status === 400) return null;
    throw error;
  }
}

export async function loadTrip(url: URL, now = new Date()): Promise<TripPageData> {
  const query = parseTripQuery(url.searchParams);
  try {
    const [found, place] = await Promise.all([storesBySlugs(query.slugs), query.from ? findPlace(query.from) : null]);
    const { stores, missing } = arrangeTripStores(query.slugs, found);
    return { query: resolveTripQuery(withCurrentSlugs(query, found), stores, now), stores, missing, place };
  } catch (error) {
    rethrowContentError(error, "trip-stores");
  }
}
