// What the search page says when a search finds nothing: where it looked (a radius around a town, a
// ZIP code or the visitor, or a state) and whether words were sought there, so a place the directory
// has no store near reads as that, not as a misspelling; and the nearest stores that match beyond it.
import type { NearestStore, PlaceView } from "../content/types";
import { formatDistance } from "../maps/map-page";
import { formatDistanceAway } from "../stores/store-display";

/** What introduces the nearest matching stores of an empty radius search. */
export const NEAREST_STORES_LABEL = "Nearest matching stores:";

/** "25 km (16 mi)": the search's radius as the place chip gives it, with miles for US visitors. */
export function radiusText(radiusKm: number): string {
  return `${Math.round(radiusKm)} km (${formatDistance(radiusKm)})`;
}

/** The sentence that opens an empty search's suggestions; `what` is the words sought besides the place. */
export function noResultsText(place: Pick<PlaceView, "kind" | "label" | "radiusKm"> | null, what: string): string {
  if (!place) return "No stores match that. Check the spelling, use fewer words, or try one of these:";
  if (place.kind === "state") return `No stores match that in ${place.label}. Check the spelling, use fewer words, or try one of these:`;
  const where = `within ${radiusText(place.radiusKm)} of ${place.label}`;
  if (what) return `No stores match “${what}” ${where}. Check the spelling, or try one of these:`;
  return `The directory has no stores ${where} yet. Try one of these:`;
}

/** "Barn Finds, Hudson, NY — 38 mi away": a nearest matching store as an empty search lists it, at the distance the API sent. */
export function nearestStoreText(store: Pick<NearestStore, "name" | "city" | "state" | "distanceKm">): string {
  return `${store.name}, ${store.city}, ${store.state} — ${formatDistanceAway(store.distanceKm)}`;
}
