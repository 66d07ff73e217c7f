// JSON for the saved stores page: the cards of the stores a visitor saved (their slugs come from the
// browser's storage, so the page asks for them after it loads), and the slugs no store has any more.
import type { Route } from "./+types/resources.saved-stores";
import { storesBySlugs } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import { outageHeaders } from "~/lib/errors/route-errors";
import { SAVED_PAGE } from "~/lib/messages/trip";
import { toStoreCard } from "~/lib/stores/store-display";
import { slugsFromTripQuery } from "~/lib/trip/saved-stores";

export async function loader({ request }: Route.LoaderArgs) {
  const slugs = slugsFromTripQuery(new URL(request.url).searchParams);
  try {
    const found = new Map((await storesBySlugs(slugs)).map((store) => [store.slug, store]));
    const now = new Date();
    const data = slugs.flatMap((slug) => {
      const store = found.get(slug);
      return store ? [toStoreCard(store, now)] : [];
    });
    const missing = slugs.filter((slug) => !found.has(slug));
    // Which stores someone saved is theirs: the browser may keep the answer briefly, no shared cache.
    return Response.json({ data, missing }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    const status = error instanceof ContentError ? error.pageStatus : 500;
    return Response.json(
      { data: [], missing: [], error: { status, message: SAVED_PAGE.loadFailed } },
      { status, headers: { "Cache-Control": "no-store", ...outageHeaders(status) } },
    );
  }
}
