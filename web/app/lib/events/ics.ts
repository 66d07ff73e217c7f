// iCalendar (RFC 5545) files of events: one VEVENT per file, all-day dates, CRLF line ends, text
// values escaped and every content line folded at 75 octets.

export interface IcsEvent {
  slug: string;
  title: string;
  description: string;
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  endDate: string;
  venue: string;
  city: string;
  state: string;
  url: string | null;
}

export interface IcsOptions {
  /** The site's base address: the UID domain and the fallback URL come from it. */
  siteUrl: string;
  /** The moment the file is made (DTSTAMP). */
  now: Date;
  /** An extra line for the description, e.g. the event's town page. */
  moreInfo?: string;
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/**
 * Folds one content line so no physical line exceeds 75 octets (RFC 5545 §3.1): continuation lines
 * start with one space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (utf8Length(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_OCTETS - 1; // the leading space takes one octet
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** YYYY-MM-DD as an iCalendar DATE (YYYYMMDD); throws on anything else. */
export function icsDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The day after a YYYY-MM-DD date (DTEND of an all-day event is exclusive). */
export function nextDay(date: string): string {
  icsDate(date);
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A UTC DATE-TIME: 20260301T101500Z. */
export function icsDateTimeUtc(moment: Date): string {
  return moment.toISOString().replace(/\.\d{3}/, "").replace(/[-:]/g, "");
}

/** The site's host name, for calendar UIDs (`event-slug@host`). */
export function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "antique-store-directory";
  } catch {
    return "antique-store-directory";
  }
}

/** The place as one line: venue, city, state. */
export function eventLocation(event: Pick<IcsEvent, "venue" | "city" | "state">): string {
  return [event.venue, event.city, event.state].map((p) => p.trim()).filter(Boolean).join(", ");
}

/** The calendar file of one all-day event (possibly several days). */
export function eventToIcs(event: IcsEvent, options: IcsOptions): string {
  const siteUrl = options.siteUrl.replace(/\/$/, "");
  const end = event.endDate >= event.startDate ? event.endDate : event.startDate;
  const description = [event.description.trim(), options.moreInfo?.trim()].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Antique Store Directory//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.slug}@${hostOf(siteUrl)}`,
    `DTSTAMP:${icsDateTimeUtc(options.now)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(end))}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  const location = eventLocation(event);
  if (location) lines.push(`LOCATION:${escapeText(location)}`);
  const url = event.url?.trim() || `${siteUrl}/events#${event.slug}`;
  if (/^https?:\/\/[^\s]+$/i.test(url)) lines.push(`URL:${url}`);
  lines.push("TRANSP:TRANSPARENT", "END:VEVENT", "END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A safe file name for the download: the slug with anything odd replaced. */
export function icsFileName(slug: string): string {
  const clean = slug.toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-+|-+$/g, "");
  return `${clean || "event"}.ics`;
}
