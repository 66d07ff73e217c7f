// The XML of /sitemap.xml (a sitemap index) and its parts under /sitemaps/{name}.xml
// (sitemaps.org protocol 0.9). Pure functions; the routes fetch the data.

export const SITEMAP_XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol allows 50,000 URLs per file; smaller parts are quicker to build and fetch. */
export const STORES_PER_PART = 5000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** RFC 3339 time or YYYY-MM-DD. */
  lastmod?: string;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case '"':
        return "&quot;";
      default:
        return "&apos;";
    }
  });
}

function entryXml(tag: "url" | "sitemap", entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_XMLNS}">`,
    ...entries.map((entry) => entryXml("url", entry)),
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapIndexXml(parts: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_XMLNS}">`,
    ...parts.map((part) => entryXml("sitemap", part)),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** Splits a list into chunks of at most `size` (at least one chunk, possibly empty). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks.length > 0 ? chunks : [[]];
}

/** The newest of some RFC 3339 times, or undefined. */
export function newest(times: ReadonlyArray<string | null | undefined>): string | undefined {
  let best: string | undefined;
  let bestMs = -Infinity;
  for (const time of times) {
    if (!time) continue;
    const ms = Date.parse(time);
    if (!Number.isNaN(ms) && ms > bestMs) {
      bestMs = ms;
      best = time;
    }
  }
  return best;
}

/** The parts of the sitemap, by name (`/sitemaps/{name}.xml`). */
export type SitemapPart =
  | { kind: "pages" }
  | { kind: "states" }
  | { kind: "regions" }
  | { kind: "hotspots" }
  | { kind: "guides" }
  | { kind: "stores"; index: number };

export const FIXED_PARTS = ["pages", "states", "regions", "hotspots", "guides"] as const;

/** Reads a part's file name (`stores-2.xml`); undefined when it names no part. */
export function parsePartName(name: string): SitemapPart | undefined {
  const match = /^(pages|states|regions|hotspots|guides|stores-([1-9]\d{0,5}))\.xml$/.exec(name);
  if (!match) return undefined;
  if (match[2]) return { kind: "stores", index: Number(match[2]) };
  return { kind: match[1] as (typeof FIXED_PARTS)[number] };
}

export function partPath(part: SitemapPart): string {
  return part.kind === "stores" ? `/sitemaps/stores-${part.index}.xml` : `/sitemaps/${part.kind}.xml`;
}

/** Pages that exist once, besides the data-driven ones. */
export const STATIC_PATHS = [
  "/",
  "/stores",
  "/states",
  "/regions",
  "/hotspots",
  "/categories",
  "/guides",
  "/events",
  "/map",
  "/about",
  "/add-store",
  "/claim",
  "/advertise",
  "/analytics",
  "/terms",
  "/privacy",
] as const;

/** A–Z listing pages `/stores/{letter}/{page}` from the letter counts (page size 100). */
export function letterPagePaths(letters: ReadonlyArray<{ letter: string; count: number }>, pageSize = 100): string[] {
  const paths: string[] = [];
  for (const { letter, count } of letters) {
    const pages = Math.ceil(count / pageSize);
    for (let page = 1; page <= pages; page++) paths.push(`/stores/${encodeURIComponent(letter)}/${page}`);
  }
  return paths;
}

export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=300",
} as const;
