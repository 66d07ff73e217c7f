// JSON for the saved stores page: the cards of the stores a visitor saved (their slugs come from the
// browser's storage, so the page asks for them after it loads), the slugs no store has any more, and
// the slugs of stores renamed since they were saved, each with the store's current one (`renamed`),
// so the page saves them under it.
import type { Route } from "./+types/resources.saved-stores";
import { storesBySlugs } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import { outageHeaders } from "~/lib/errors/route-errors";
import { SAVED_PAGE } from "~/lib/messages/trip";
import { toStoreCard } from "~/lib/stores/store-display";
import { renamedSlugs, slugsFromTripQuery } from "~/lib/trip/saved-stores";

export async function loader({ url }: Route.LoaderArgs) {
  const slugs = slugsFromTripQuery(url.searchParams);
  try {
    const found = new Map((await storesBySlugs(slugs)).map((store) => [store.askedSlug, store]));
    const now = new Date();
    const data = slugs.flatMap((slug) => {
      const store = found.get(slug);
      return store ? [toStoreCard(store, now)] : [];
    });
    const missing = slugs.filter((slug) => !found.has(slug));
    const renamed = renamedSlugs(found.values());
    // Which stores someone saved is theirs: the browser may keep the answer briefly, no shared cache.
    return Response.json({ data, missing, renamed }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    const status = error instanceof ContentError ? error.pageStatus : 500;
    return Response.json(
      { data: [], missing: [], renamed: {}, error: { status, message: SAVED_PAGE.loadFailed } },
      { status, headers: { "Cache-Control": "no-store", ...outageHeaders(status) } },
    );
  }
}
