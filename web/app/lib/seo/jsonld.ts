// schema.org structured data for the directory pages: AntiqueStore, BreadcrumbList, ItemList.

import type { Store, StoreSummary } from "../content/types";
import { WEEKDAYS, WEEKDAY_NAMES } from "../stores/opening-hours";
import { hasText, storeDescription, storeEmails, storePhones, storeWebsites } from "../stores/store-display";

export type JsonLd = Record<string, unknown>;

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the JS line separators are
 * escaped as \u sequences, so no value can close the script element or start a comment.
 */
export function serializeJsonLd(value: unknown): string {
  // One pass over the text: most of it needs no escaping.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => UNSAFE_ESCAPED[char]!);
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const UNSAFE_ESCAPED: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * schema.org AntiqueStore for a store page at `url`. No aggregateRating: our rating is an analysis
 * score, not a count of reviews, and search engines refuse a rating without `ratingCount` or
 * `reviewCount`.
 */
export function storeJsonLd(store: Store, url: string): JsonLd {
  const phones = storePhones(store);
  const websites = storeWebsites(store);
  const emails = storeEmails(store);
  const ld: JsonLd = {
    "@context": "https://schema.org",
    "@type": "AntiqueStore",
    "@id": `${url}#store`,
    name: store.name,
    url,
  };
  const description = storeDescription(store);
  if (description) ld.description = description;
  ld.address = {
    "@type": "PostalAddress",
    ...(hasText(store.address) ? { streetAddress: store.address } : {}),
    addressLocality: store.city,
    addressRegion: store.state,
    ...(hasText(store.zipCode) ? { postalCode: store.zipCode } : {}),
    addressCountry: "US",
  };
  if (typeof store.latitude === "number" && typeof store.longitude === "number") {
    ld.geo = { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude };
  }
  if (phones[0]) ld.telephone = phones[0].phoneNumber || phones[0].prettyPhoneNumber;
  if (emails[0]) ld.email = emails[0];
  const sameAs = [...websites, ...store.socialLinks.map((s) => s.url).filter(hasText)];
  if (sameAs.length > 0) ld.sameAs = sameAs;
  if (store.hasMap && store.mapUrl) ld.hasMap = store.mapUrl;
  if (store.photos.length > 0) ld.image = store.photos.map((p) => p.url);
  const hours = store.openingHours;
  if (hours && (hours.status === "regular" || hours.status === "seasonal")) {
    const specs = WEEKDAYS.flatMap((day) =>
      (hours.weekly?.[day] ?? []).map((range) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[day]}`,
        opens: range.open,
        closes: range.close,
      })),
    );
    if (specs.length > 0) ld.openingHoursSpecification = specs;
  }
  if (store.storeAnalysis && hasText(store.storeAnalysis.priceRange)) ld.priceRange = store.storeAnalysis.priceRange;
  return ld;
}

export interface Crumb {
  label: string;
  /** Site-relative path; the last crumb (the page itself) may omit it. */
  href?: string;
}

/** schema.org BreadcrumbList; crumbs without a link are left out except the current page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string, pageUrl: string): JsonLd {
  const listed = crumbs.filter((crumb, index) => crumb.href || index === crumbs.length - 1);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: listed.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? `${siteUrl}${crumb.href}` : pageUrl,
    })),
  };
}

/** schema.org ItemList of store pages, for listing pages. */
export function storeItemListJsonLd(stores: readonly Pick<StoreSummary, "slug" | "name">[], siteUrl: string, offset = 0): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: stores.map((store, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: `${siteUrl}/stores/${encodeURIComponent(store.slug)}`,
      name: store.name,
    })),
  };
}
