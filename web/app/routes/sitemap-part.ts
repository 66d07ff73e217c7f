// /sitemaps/{name}.xml: one part of the sitemap (static pages, states, regions, hotspots with their
// top 10, guides, stores in chunks of 5,000).
import type { Route } from "./+types/sitemap-part";
import {
  getStoreLetters,
  listGuides,
  listHotspots,
  listRegions,
  listStates,
  storeSitemapEntries,
} from "~/lib/content/api.server";
import { serverConfig } from "~/lib/config/config.server";
import { rethrowContentError } from "~/lib/errors/route-errors";
import {
  SITEMAP_HEADERS,
  STATIC_PATHS,
  STORES_PER_PART,
  type SitemapEntry,
  type SitemapPart,
  letterPagePaths,
  parsePartName,
  urlsetXml,
} from "~/lib/seo/sitemap";

function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

async function entriesOf(part: SitemapPart): Promise<SitemapEntry[] | undefined> {
  const at = (path: string, lastmod?: string): SitemapEntry => ({ loc: serverConfig.siteUrl + path, lastmod });
  switch (part.kind) {
    case "pages": {
      const letters = await getStoreLetters();
      return [...STATIC_PATHS, ...letterPagePaths(letters)].map((path) => at(path));
    }
    case "states":
      return (await listStates()).map((state) => at(`/states/${encodeURIComponent(state.slug)}`));
    case "regions":
      return (await listRegions()).map((region) => at(`/regions/${encodeURIComponent(region.slug)}`));
    case "hotspots":
      return (await listHotspots()).flatMap((hotspot) => {
        const path = `/${encodeURIComponent(hotspot.slug)}`;
        return [at(path), at(`${path}/top-10`)];
      });
    case "guides":
      return (await listGuides()).map((guide) => at(`/guides/${encodeURIComponent(guide.slug)}`, guide.updatedAt));
    case "stores": {
      const stores = await storeSitemapEntries();
      const start = (part.index - 1) * STORES_PER_PART;
      // Part 1 always exists (empty when there are no stores); others only while stores remain.
      if (part.index > 1 && start >= stores.length) return undefined;
      return stores
        .slice(start, start + STORES_PER_PART)
        .map((store) => at(`/stores/${encodeURIComponent(store.slug)}`, store.updatedAt));
    }
  }
}

export async function loader({ params }: Route.LoaderArgs) {
  const part = parsePartName(params.part);
  if (!part) return notFound();
  try {
    const entries = await entriesOf(part);
    if (!entries) return notFound();
    return new Response(urlsetXml(entries), { headers: SITEMAP_HEADERS });
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}
