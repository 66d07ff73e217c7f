// /{slug}/top-10: the ten best stores of a hotspot town (nested child of the hotspot page), from
// GET /api/hotspots/{slug}/top-stores, with the ranking rule stated and ItemList JSON-LD.
import type { Route } from "./+types/hotspot.top-10";
import { StoreCard } from "~/components/store/StoreCard";
import { getTopStores } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import { pageMeta } from "~/lib/seo/directory-meta";
import { serializeJsonLd, storeItemListJsonLd } from "~/lib/seo/jsonld";
import { HOTSPOT_TEXT } from "~/lib/messages";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import { sentimentLabel, toStoreCard } from "~/lib/stores/store-display";
import "~/styles/directory.css";
import "~/styles/hotspot.css";

export const handle = { pageType: "hotspot-detail" };

/** How many stores the page lists, as its address (`/top-10`) says. */
const TOP_LIMIT = 10;

export async function loader({ url, params }: Route.LoaderArgs) {
  try {
    const response = await getTopStores(params.slug);
    // The content service ranks the stores and keeps the ten best.
    const now = new Date();
    const stores = response.data.stores.map((store) => ({
      ...toStoreCard(store, now),
      rank: store.rank,
      reasons: store.reasons,
    }));
    return { stores, rankingRule: response.meta.rankingRule };
  } catch (error) {
    if (error instanceof ContentError && error.status === 404) fatalNotFound(url);
    rethrowContentError(error, "hotspot-top-stores");
  }
}

interface HotspotData {
  hotspot: { slug: string; name: string; state: string; storeCount: number };
}

export function meta({ matches, params, loaderData }: Route.MetaArgs) {
  const parent = matches.find((m) => m?.id === "routes/hotspot")?.data as HotspotData | undefined;
  const name = parent ? `${parent.hotspot.name}, ${parent.hotspot.state}` : params.slug;
  const top = loaderData?.stores[0];
  return pageMeta({
    title: `Top ${TOP_LIMIT} Antique Stores in ${name}`,
    description: `The ${TOP_LIMIT} best-rated antique stores in ${name}${top ? `, led by ${top.name}` : ""}: ratings, what shoppers say and why each one ranks.`,
    path: `/${params.slug}/top-10`,
    matches,
  });
}

export default function TopTen({ loaderData, matches, params }: Route.ComponentProps) {
  const { stores, rankingRule } = loaderData;
  const parent = matches.find((m) => m?.id === "routes/hotspot")?.data as HotspotData | undefined;
  const root = matches.find((m) => m?.id === "root")?.data as { config?: { siteUrl?: string } } | undefined;
  const siteUrl = (root?.config?.siteUrl ?? "").replace(/\/$/, "");
  const town = parent ? parent.hotspot.name : params.slug;
  return (
    <section aria-labelledby="top-heading" data-testid="top-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(storeItemListJsonLd(stores, siteUrl)) }} />
      <h2 id="top-heading">
        Top {TOP_LIMIT} antique stores in {town}
      </h2>
      <div className="top-rule" data-testid="ranking-rule">
        <h3>How we rank</h3>
        <p>
          {rankingRule}
        </p>
      </div>
      {stores.length === 0 ? (
        <p className="empty-state">{HOTSPOT_TEXT.topTenEmpty}</p>
      ) : (
        <ol className="top-list" data-testid="top-list">
          {stores.map((store) => {
            const rating = store.displayRating;
            return (
              <li key={store.slug} data-testid="top-item" data-rank={store.rank}>
                <StoreCard store={store} headingLevel={3} rankLabel={`#${store.rank}`}>
                  <p className="top-score">
                    <span className="visually-hidden">Rank {store.rank}. </span>
                    <span className="top-sentiment" data-testid="top-sentiment">
                      {sentimentLabel(rating)}
                    </span>{" "}
                    <span className="muted">shopper sentiment</span>
                  </p>
                  {store.reasons.length > 0 ? (
                    <div className="top-why">
                      <h4>Why it ranks</h4>
                      <ul data-testid="top-reasons">
                        {store.reasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </StoreCard>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
