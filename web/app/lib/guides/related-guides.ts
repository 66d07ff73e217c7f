import type { GuideSummary } from "~/lib/content/types";

/**
 * Guides sharing tags with `guide`, most shared tags first, then newest; the guide itself left out.
 * When fewer than `limit` share a tag, the newest other guides fill the list.
 */
export function relatedGuides<T extends Pick<GuideSummary, "slug" | "tags" | "publishedAt">>(
  guide: Pick<GuideSummary, "slug" | "tags">,
  all: readonly T[],
  limit = 3,
): T[] {
  const tags = new Set(guide.tags.map((t) => t.toLowerCase()));
  const others = all.filter((g) => g.slug !== guide.slug);
  const scored = others
    .map((g) => ({ g, shared: g.tags.filter((t) => tags.has(t.toLowerCase())).length }))
    .sort((a, b) => b.shared - a.shared || b.g.publishedAt.localeCompare(a.g.publishedAt));
  const sharing = scored.filter((s) => s.shared > 0).map((s) => s.g);
  const rest = scored.filter((s) => s.shared === 0).map((s) => s.g);
  return [...sharing, ...rest].slice(0, limit);
}

/** "March 1, 2025" from an RFC 3339 time (UTC calendar date). */
export function formatPublished(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
