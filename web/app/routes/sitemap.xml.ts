// /sitemap.xml: a sitemap index of the parts under /sitemaps/{name}.xml (see lib/seo/sitemap.ts).
import { listGuides, storeSitemapEntries } from "~/lib/content/api.server";
import { serverConfig } from "~/lib/config/config.server";
import { FIXED_PARTS, SITEMAP_HEADERS, STORES_PER_PART, chunk, newest, partPath, sitemapIndexXml } from "~/lib/seo/sitemap";
import { rethrowContentError } from "~/lib/errors/route-errors";

export async function loader() {
  try {
    const [stores, guides] = await Promise.all([storeSitemapEntries(), listGuides()]);
    const base = serverConfig.siteUrl;
    const parts = [
      ...FIXED_PARTS.map((kind) => ({
        loc: base + partPath({ kind }),
        lastmod: kind === "guides" ? newest(guides.map((guide) => guide.updatedAt)) : undefined,
      })),
      ...chunk(stores, STORES_PER_PART).map((storesOfPart, i) => ({
        loc: base + partPath({ kind: "stores", index: i + 1 }),
        lastmod: newest(storesOfPart.map((store) => store.updatedAt)),
      })),
    ];
    return new Response(sitemapIndexXml(parts), { headers: SITEMAP_HEADERS });
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}
