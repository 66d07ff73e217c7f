// The head tags of a page (title, description, canonical, Open Graph) for route `meta` exports.
import type { MetaDescriptor } from "react-router";
import { SITE_TITLE } from "../messages";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The site's canonical base URL, from the root loader's public config. */
export function siteUrlFrom(matches: ReadonlyArray<MatchLike | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { config?: { siteUrl?: string } }
    | undefined;
  return (root?.config?.siteUrl ?? "").replace(/\/$/, "");
}

export interface PageMetaInput {
  /** The page's own title; " | Antique Store Directory" is appended. */
  title: string;
  description: string;
  /** The canonical path, e.g. "/about". */
  path: string;
  matches: ReadonlyArray<MatchLike | undefined>;
  /** Keep the page out of search indexes (confirmation states and the like). */
  noindex?: boolean;
}

export function pageMeta({ title, description, path, matches, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_TITLE}`;
  const url = `${siteUrlFrom(matches)}${path}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_TITLE },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
