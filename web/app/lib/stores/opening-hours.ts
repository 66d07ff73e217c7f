// Opening hours of a store, read in the store's own time zone with Intl.DateTimeFormat (no date
// library). The rules match the content service (crates/model/src/hours.rs), and both run the cases
// of contract/cases/opening-hours.json: close is exclusive, an interval whose close is before its open
// runs past midnight, a seasonal schedule applies only in its MM-DD window (which may wrap over New
// Year), by-appointment and temporarily closed are never open, only IANA zone names are known.

import { HOURS_TEXT } from "../messages";
import type { OpeningHours, TimeRange, WeeklyHours } from "../content/types";

export type Weekday = keyof WeeklyHours;

export const WEEKDAYS: readonly Weekday[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

export type HoursState = "open" | "closed" | "byAppointment" | "outOfSeason" | "temporarilyClosed" | "unknown";

export interface HoursStatus {
  state: HoursState;
  /** The badge text. */
  label: string;
  /** Today's weekday in the store's time zone (null when the zone is unknown). */
  today: Weekday | null;
  /** While open: when the current interval ends ("5:00 PM"). */
  closesAt?: string;
}

/**
 * One formatter per time zone (null for a zone that is not an IANA zone Intl knows): building an
 * Intl.DateTimeFormat costs far more than using one, and every store page asks (profiled).
 * There are only a few dozen zones, so the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

/**
 * Zone names that Intl (through ICU) accepts besides the IANA ones: Java's three-letter IDs
 * ("CST" would read as Chicago), the SystemV zones, and two names IANA has withdrawn.
 */
const NON_IANA_ZONES = new Set([
  "ACT", "AET", "AGT", "ART", "AST", "BET", "BST", "CAT", "CNT", "CST", "CTT", "EAT", "ECT",
  "IET", "IST", "JST", "MIT", "NET", "NST", "PLT", "PNT", "PRT", "PST", "SST", "VST",
  "US/PACIFIC-NEW", "CANADA/EAST-SASKATCHEWAN",
]);

/**
 * Whether a name may be an IANA time zone (links such as "US/Central" included; case does not
 * matter). Only IANA names count: an abbreviation ("CST") or a UTC offset ("-05:00"), which Intl
 * may accept, is an unknown zone, as it is for the content service's "Open now" filter.
 */
function isIanaName(timeZone: string): boolean {
  return (
    /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone) &&
    !/^systemv\//i.test(timeZone) &&
    !NON_IANA_ZONES.has(timeZone.toUpperCase())
  );
}

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = isIanaName(timeZone)
        ? new Intl.DateTimeFormat("en-US", {
            timeZone,
            weekday: "long",
            month: "numeric",
            day: "numeric",
            hour: "numeric",
            minute: "numeric",
            hourCycle: "h23",
          })
        : null;
    } catch {
      formatter = null;
    }
    // Arbitrary zone strings come from data: never let them grow the map without bound.
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Local wall-clock time of an instant in a time zone, or null for an unknown zone. */
export function localTime(now: Date, timeZone: string): { weekday: Weekday; minute: number; mmdd: number } | null {
  const formatter = formatterFor(timeZone);
  if (!formatter) return null;
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = part("weekday").toLowerCase() as Weekday;
  if (!WEEKDAYS.includes(weekday)) return null;
  const hour = Number(part("hour")) % 24;
  const minute = Number(part("minute"));
  return { weekday, minute: hour * 60 + minute, mmdd: Number(part("month")) * 100 + Number(part("day")) };
}

/** Minutes since midnight of "HH:MM" ("24:00" allowed), or null when malformed. */
export function parseHhmm(text: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if ((h < 24 && m < 60) || (h === 24 && m === 0)) return h * 60 + m;
  return null;
}

function parseMmdd(text: string): number | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const m = Number(match[1]);
  const d = Number(match[2]);
  return m >= 1 && m <= 12 && d >= 1 && d <= 31 ? m * 100 + d : null;
}

/** Whether a local date (month * 100 + day) is inside a season; wraps over New Year. */
export function inSeason(season: { from: string; to: string } | null, mmdd: number): boolean {
  if (!season) return false;
  const from = parseMmdd(season.from);
  const to = parseMmdd(season.to);
  if (from === null || to === null) return false;
  return from <= to ? mmdd >= from && mmdd <= to : mmdd >= from || mmdd <= to;
}

/** "10:00" → "10:00 AM", "17:30" → "5:30 PM", "24:00" → "12:00 AM". */
export function formatTime(hhmm: string): string {
  const minutes = parseHhmm(hhmm);
  if (minutes === null) return hhmm;
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

/** "10:00 AM – 5:00 PM, 6:00 PM – 8:00 PM", or "Closed" for a day without intervals. */
export function formatDay(ranges: readonly TimeRange[] | undefined): string {
  if (!ranges || ranges.length === 0) return HOURS_TEXT.closedDay;
  return ranges.map((r) => `${formatTime(r.open)} – ${formatTime(r.close)}`).join(", ");
}

const previousDay = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] ?? "sunday";

/** The store's state at an instant: open now, closed now, by appointment, out of season, temporarily closed. */
export function hoursStatus(hours: OpeningHours | null | undefined, now: Date): HoursStatus {
  if (!hours) return { state: "unknown", label: HOURS_TEXT.unknown, today: null };
  const local = localTime(now, hours.timeZone);
  const today = local?.weekday ?? null;
  if (hours.status === "temporarilyClosed") {
    return { state: "temporarilyClosed", label: HOURS_TEXT.temporarilyClosed, today };
  }
  if (hours.status === "byAppointment") return { state: "byAppointment", label: HOURS_TEXT.byAppointment, today };
  if (!local) return { state: "unknown", label: HOURS_TEXT.unknown, today: null };
  if (hours.status === "seasonal" && !inSeason(hours.season, local.mmdd)) {
    return { state: "outOfSeason", label: HOURS_TEXT.outOfSeason, today };
  }
  const todays = hours.weekly?.[local.weekday] ?? [];
  for (const range of todays) {
    const open = parseHhmm(range.open);
    const close = parseHhmm(range.close);
    if (open === null || close === null) continue;
    if ((open < close && local.minute >= open && local.minute < close) || (close < open && local.minute >= open)) {
      return { state: "open", label: HOURS_TEXT.open, today, closesAt: formatTime(range.close) };
    }
  }
  for (const range of hours.weekly?.[previousDay(local.weekday)] ?? []) {
    const open = parseHhmm(range.open);
    const close = parseHhmm(range.close);
    if (open !== null && close !== null && close < open && local.minute < close) {
      return { state: "open", label: HOURS_TEXT.open, today, closesAt: formatTime(range.close) };
    }
  }
  return { state: "closed", label: HOURS_TEXT.closed, today };
}

/** Whether the weekly schedule lists any interval at all. */
export function hasWeeklyHours(hours: OpeningHours | null | undefined): boolean {
  return !!hours && WEEKDAYS.some((day) => (hours.weekly?.[day]?.length ?? 0) > 0);
}

/** "April 1 – October 31" for a season of MM-DD dates. */
export function formatSeason(season: { from: string; to: string }): string {
  const day = (mmdd: string) => {
    const [m, d] = mmdd.split("-").map(Number);
    if (!m || !d) return mmdd;
    return new Date(Date.UTC(2000, m - 1, d)).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  };
  return `${day(season.from)} – ${day(season.to)}`;
}

/** What the hours panel shows, computed once on the server (no date logic ships to the browser). */
export interface HoursView {
  status: HoursStatus;
  /** One row per weekday, or null when no weekly hours are listed. */
  rows: { day: Weekday; name: string; text: string; today: boolean }[] | null;
  byAppointment: boolean;
  season: string | null;
  note: string | null;
  /** "America/New York". */
  timeZone: string | null;
}

export function hoursView(hours: OpeningHours | null | undefined, now: Date): HoursView {
  const status = hoursStatus(hours, now);
  return {
    status,
    rows:
      hours && hasWeeklyHours(hours)
        ? WEEKDAYS.map((day) => ({ day, name: WEEKDAY_NAMES[day], text: formatDay(hours.weekly?.[day]), today: status.today === day }))
        : null,
    byAppointment: hours?.status === "byAppointment",
    season: hours?.status === "seasonal" && hours.season ? formatSeason(hours.season) : null,
    note: hours?.note?.trim() || null,
    timeZone: hours?.timeZone ? hours.timeZone.replace(/_/g, " ") : null,
  };
}
