import { Form } from "react-router";
import { PathLink } from "~/components/PathLink";
import type { Route } from "./+types/home";
import { HotspotTiles } from "~/components/listing/HotspotTiles";
import { StoreList } from "~/components/listing/StoreList";
import { Newsletter } from "~/components/newsletter/Newsletter";
import { getReference, listGuides, listHotspots, listRegions, listStores } from "~/lib/content/api.server";
import { pageMeta } from "~/lib/seo/directory-meta";
import { rethrowContentError } from "~/lib/errors/route-errors";
import { toStoreCard } from "~/lib/stores/store-display";
import "~/styles/directory.css";
import "~/styles/home.css";
import { groupThousands } from "../lib/messages/numbers";

// The page has its own newsletter signup, so the footer leaves its own out (one form a page).
export const handle = { pageType: "homepage", inlineNewsletter: true };

const FEATURED_COUNT = 6;
const HOTSPOT_COUNT = 8;
const GUIDE_COUNT = 3;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Find antique shops across the US",
    description:
      "Find antique stores by name, state, region, category and famous antique towns: hours, ratings, contact details and maps.",
    path: "/",
    matches,
  });
}

export async function loader() {
  try {
    const [stats, featured, hotspots, regions, guides] = await Promise.all([
      getReference(),
      listStores({ featured: true, pageSize: FEATURED_COUNT, sort: "displayRating:desc" }),
      listHotspots(),
      listRegions(),
      listGuides(),
    ]);
    return {
      stats,
      featured: featured.data.map((store) => toStoreCard(store, new Date())),
      hotspots: hotspots.slice(0, HOTSPOT_COUNT),
      hotspotTotal: hotspots.length,
      regions: regions.map((region) => ({
        slug: region.slug,
        name: region.name,
        storeCount: region.storeCount,
        states: region.states.map((s) => ({ code: s.code, slug: s.slug, name: s.name, storeCount: s.storeCount })),
      })),
      guides: guides.slice(0, GUIDE_COUNT),
    };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, featured, hotspots, hotspotTotal, regions, guides } = loaderData;
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero-inner">
          <p className="home-eyebrow">The antique store directory</p>
          <h1 id="home-title">Find antique stores across the United States</h1>
          <p className="home-lead" data-testid="home-stats">
            <strong data-testid="total-stores">{groupThousands(stats.totalStores)}</strong> stores in{" "}
            <strong data-testid="distinct-cities">{groupThousands(stats.distinctCities)}</strong> cities, from
            single-owner shops to sprawling antique malls.
          </p>
          <Form method="get" action="/search" role="search" aria-label="Search stores" className="home-search">
            <label htmlFor="home-search-q" className="visually-hidden">
              What are you looking for, and where?
            </label>
            <input id="home-search-q" type="search" name="q" placeholder="Quilts in Maine…" maxLength={200} enterKeyHint="search" />
            <button type="submit" className="btn btn-accent">
              Search
            </button>
          </Form>
          <ul className="home-quick">
            <li>
              <PathLink to="/stores">Browse A–Z</PathLink>
            </li>
            <li>
              <PathLink to="/states">By state</PathLink>
            </li>
            <li>
              <PathLink to="/categories">By category</PathLink>
            </li>
            <li>
              <PathLink to="/map">Map view</PathLink>
            </li>
          </ul>
        </div>
      </section>

      <div className="container directory">
        {featured.length > 0 ? (
          <section aria-labelledby="featured-heading" data-testid="featured-stores">
            <div className="section-title">
              <h2 id="featured-heading">Featured stores</h2>
              <PathLink to="/search?feature=featured">All featured stores</PathLink>
            </div>
            <StoreList stores={featured} label="Featured stores" />
          </section>
        ) : null}

        {hotspots.length > 0 ? (
          <section aria-labelledby="hotspots-heading" data-testid="home-hotspots">
            <div className="section-title">
              <h2 id="hotspots-heading">Antique hotspot towns</h2>
              <PathLink to="/hotspots">All {hotspotTotal} towns</PathLink>
            </div>
            <HotspotTiles hotspots={hotspots} />
          </section>
        ) : null}

        <section aria-labelledby="states-heading" data-testid="home-states">
          <div className="section-title">
            <h2 id="states-heading">Browse by state</h2>
            <PathLink to="/states">All states</PathLink>
          </div>
          <div className="home-regions">
            {regions.map((region) => (
              <div key={region.slug} className="home-region">
                <h3>
                  <PathLink to={`/regions/${region.slug}`}>{region.name}</PathLink>{" "}
                  <span className="count">{groupThousands(region.storeCount)}</span>
                </h3>
                <ul className="home-state-list">
                  {region.states.map((state) => (
                    <li key={state.code}>
                      <PathLink to={`/states/${state.slug}`}>{state.name}</PathLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        {guides.length > 0 ? (
          <section aria-labelledby="guides-heading" data-testid="home-guides">
            <div className="section-title">
              <h2 id="guides-heading">Latest buying guides</h2>
              <PathLink to="/guides">All guides</PathLink>
            </div>
            <ul className="tile-grid">
              {guides.map((guide) => (
                <li key={guide.slug}>
                  <article className="card home-guide">
                    <h3>
                      <PathLink to={`/guides/${guide.slug}`} className="card-link tile-title">
                        {guide.title}
                      </PathLink>
                    </h3>
                    <p>{guide.summary}</p>
                    <p className="home-guide-meta">{guide.readingMinutes} min read</p>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="home-newsletter">
          <Newsletter
            source="inline"
            title="Never miss a find"
            description="Join collectors who get new listings, upcoming antique shows and buying guides in their inbox once a month."
          />
        </div>
      </div>
    </>
  );
}
