import type { RankedStore, TopStores } from "~/lib/content/types";

/** At most this many stores are shown on a top list. */
export const TOP_LIMIT = 10;

/** The ranked stores of a top-stores response: `data.stores`, or `data` when it is a list; by rank, at most 10. */
export function rankedStores(response: TopStores): RankedStore[] {
  const list = Array.isArray(response.data) ? response.data : (response.data?.stores ?? []);
  return [...list].sort((a, b) => a.rank - b.rank).slice(0, TOP_LIMIT);
}
