// Page metadata of the directory pages: the shared head tags of ./page-meta plus the rel prev/next
// links of paged lists and an Open Graph type. Used from the routes' `meta` exports.

import type { MetaDescriptor } from "react-router";
import { pageMeta as basePageMeta, siteUrlFrom, type PageMetaInput as BaseInput } from "./page-meta";

export interface PageMetaInput extends BaseInput {
  /** Paths of the previous and next page of a paged list. */
  prev?: string | null;
  next?: string | null;
  ogType?: string;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(input.matches);
  const tags = basePageMeta(input).map((tag) =>
    input.ogType && "property" in tag && tag.property === "og:type" ? { property: "og:type", content: input.ogType } : tag,
  );
  if (input.prev) tags.push({ tagName: "link", rel: "prev", href: `${siteUrl}${input.prev}` });
  if (input.next) tags.push({ tagName: "link", rel: "next", href: `${siteUrl}${input.next}` });
  return tags;
}

/** Heading and title of the A–Z listing of one letter (or digit). */
export function letterTitle(letter: string): string {
  return /\d/.test(letter) ? `Antique stores starting with ${letter}` : `Antique stores starting with ${letter.toUpperCase()}`;
}
