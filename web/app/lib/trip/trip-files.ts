// Files a visitor can take a trip away in: GPX 1.1 for GPS units and mapping apps (the stops as
// waypoints and as one route, in order), and an iCalendar file with one event per stop from arrival
// to departure. Text escaping and line folding of the calendar are the event files' own (lib/events/ics.ts).

import { SITE_NAME } from "../config/public-config";
import { escapeText, foldLine, hostOf, icsDateTimeUtc } from "../events/ics";
import { escapeXml } from "../seo/sitemap";
import { storePath } from "../stores/store-display";
import { formatDegrees } from "./directions-links";

export interface TripFileStop {
  slug: string;
  name: string;
  /** The one-line address (a store's `fullAddress`); null or blank when unknown. */
  address: string | null;
  lat: number;
  lng: number;
}

export interface TripEventStop extends TripFileStop {
  arrival: Date;
  departure: Date;
}

export interface TripFileOptions {
  /** The trip's name: the GPX file's and route's name. */
  name: string;
  /** The site's base address, for links to the store pages; left out, files carry no links. */
  siteUrl?: string;
}

export interface TripCalendarOptions {
  /** Identifies the trip in every event's UID (see tripId). */
  tripId: string;
  /** The site's base address: the UID domain and the store page links come from it. */
  siteUrl: string;
  /** The moment the file is made (DTSTAMP). */
  now: Date;
}

export const GPX_XMLNS = "http://www.topografix.com/GPX/1/1";

/**
 * Characters XML 1.0 does not allow at all, not even escaped (most control characters, lone
 * surrogates, U+FFFE and U+FFFF): one in a store's name from the data would make the whole file unreadable.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML element or attribute: escaped, with characters XML cannot carry removed. */
export function xmlText(text: string): string {
  return escapeXml(text.replace(NOT_XML, ""));
}

/** Control characters other than line breaks and tabs are not allowed in an iCalendar TEXT value. */
const NOT_ICS_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g; // eslint-disable-line no-control-regex

/** Text for an iCalendar TEXT value: control characters removed, then escaped. */
export function icsText(text: string): string {
  return escapeText(text.replace(NOT_ICS_TEXT, ""));
}

const trimmedSiteUrl = (siteUrl: string | undefined) => siteUrl?.trim().replace(/\/+$/, "") ?? "";

function storeUrl(siteUrl: string | undefined, slug: string): string | null {
  const base = trimmedSiteUrl(siteUrl);
  return /^https?:\/\/[^\s]+$/i.test(base) ? `${base}${storePath({ slug })}` : null;
}

const latLon = (stop: TripFileStop) => `lat="${formatDegrees(stop.lat)}" lon="${formatDegrees(stop.lng)}"`;

/** The GPX 1.1 file of the stops in order: one waypoint each, then one route through them. */
export function tripGpx(stops: readonly TripFileStop[], options: TripFileOptions): string {
  const name = xmlText(options.name);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${xmlText(SITE_NAME)}" xmlns="${GPX_XMLNS}">`,
    `  <metadata><name>${name}</name></metadata>`,
  ];
  for (const stop of stops) {
    lines.push(`  <wpt ${latLon(stop)}>`, `    <name>${xmlText(stop.name)}</name>`);
    const address = stop.address?.trim();
    if (address) lines.push(`    <desc>${xmlText(address)}</desc>`);
    const url = storeUrl(options.siteUrl, stop.slug);
    if (url) lines.push(`    <link href="${xmlText(url)}"/>`);
    lines.push("  </wpt>");
  }
  if (stops.length > 0) {
    lines.push("  <rte>", `    <name>${name}</name>`);
    for (const stop of stops) lines.push(`    <rtept ${latLon(stop)}><name>${xmlText(stop.name)}</name></rtept>`);
    lines.push("  </rte>");
  }
  lines.push("</gpx>");
  return lines.join("\n") + "\n";
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable fingerprint, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * An identifier of a trip for calendar UIDs: the same stores on the same (UTC) day give the same id,
 * in any order, so importing a replanned trip again updates its events rather than adding copies.
 */
export function tripId(slugs: readonly string[], startAt: Date): string {
  const day = Number.isNaN(startAt.getTime()) ? "" : startAt.toISOString().slice(0, 10);
  return `trip-${fnv1a(`${day}|${[...new Set(slugs)].sort().join(",")}`)}`;
}

const CRLF = "\r\n";

/** The iCalendar file of a trip: one event per stop, from arrival to departure, in UTC. */
export function tripIcs(stops: readonly TripEventStop[], options: TripCalendarOptions): string {
  const host = hostOf(trimmedSiteUrl(options.siteUrl));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(SITE_NAME)}//Trip//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  const seen = new Map<string, number>();
  for (const stop of stops) {
    // A store listed twice gets a second UID rather than two events fighting over one.
    const count = (seen.get(stop.slug) ?? 0) + 1;
    seen.set(stop.slug, count);
    const uid = icsText(`${stop.slug}${count > 1 ? `-${count}` : ""}.${options.tripId}@${host}`);
    lines.push("BEGIN:VEVENT", `UID:${uid}`, `DTSTAMP:${icsDateTimeUtc(options.now)}`, `DTSTART:${icsDateTimeUtc(stop.arrival)}`);
    // An event without DTEND lasts no time; a DTEND not after DTSTART is not allowed.
    if (stop.departure.getTime() > stop.arrival.getTime()) lines.push(`DTEND:${icsDateTimeUtc(stop.departure)}`);
    lines.push(`SUMMARY:${icsText(stop.name)}`);
    const address = stop.address?.trim();
    if (address) lines.push(`LOCATION:${icsText(address)}`);
    lines.push(`GEO:${formatDegrees(stop.lat)};${formatDegrees(stop.lng)}`);
    const url = storeUrl(options.siteUrl, stop.slug);
    if (url) lines.push(`URL:${url}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
