// Opening hours of a store, read in the store's own time zone with Intl.DateTimeFormat (no date
// library). The rules match the content service (crates/model/src/hours.rs), and both run the cases
// of contract/cases/opening-hours.json: close is exclusive, an interval whose close is before its open
// runs past midnight, a seasonal schedule applies only in its MM-DD window (which may wrap over New
// Year), by-appointment and temporarily closed are never open, only IANA zone names are known.

import { CARD_HOURS_TEXT, HOURS_TEXT } from "../messages";
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

/** The local wall-clock time of an instant: weekday, minutes since midnight, month * 100 + day. */
export interface LocalTime {
  readonly weekday: Weekday;
  readonly minute: number;
  readonly mmdd: number;
}

/**
 * What is kept per time zone: its formatter (null for a zone that is not an IANA zone Intl knows),
 * and the last local time read with it with the UTC minute it was read for. Building an
 * Intl.DateTimeFormat costs far more than using one, and using one (`formatToParts`) costs more than
 * the rest of a store card's hours: a page asks for the same zone's time a dozen times or more
 * within a minute (the store, its nearby stores' cards, twice each), so each zone's local time is
 * read once per minute. There are only a few dozen zones, so the map stays small.
 */
interface ZoneEntry {
  formatter: Intl.DateTimeFormat | null;
  /** The UTC minute (`Math.floor(ms / 60_000)`) `local` was read for; NaN before the first read. */
  minute: number;
  local: LocalTime | null;
}

const zones = new Map<string, ZoneEntry>();

/**
 * Since 1973 every zone's offset from UTC is a whole number of minutes (the last with seconds,
 * Liberia's, ended in 1972), so every instant of one UTC minute has the same local minute. Before,
 * local times are not kept.
 */
const WHOLE_MINUTE_OFFSETS_SINCE_MS = Date.UTC(1973, 0, 1);

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

function zoneEntry(timeZone: string): ZoneEntry {
  let entry = zones.get(timeZone);
  if (entry === undefined) {
    let formatter: Intl.DateTimeFormat | null;
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
    entry = { formatter, minute: Number.NaN, local: null };
    // Arbitrary zone strings come from data: never let them grow the map without bound.
    if (zones.size < 1000) zones.set(timeZone, entry);
  }
  return entry;
}

/** Reads the local time of an instant with a zone's formatter (one `formatToParts`). */
function readLocalTime(formatter: Intl.DateTimeFormat, now: Date): LocalTime | null {
  let weekday = "";
  let hour = 0;
  let minute = 0;
  let month = 0;
  let day = 0;
  for (const part of formatter.formatToParts(now)) {
    switch (part.type) {
      case "weekday":
        weekday = part.value.toLowerCase();
        break;
      case "hour":
        hour = Number(part.value) % 24;
        break;
      case "minute":
        minute = Number(part.value);
        break;
      case "month":
        month = Number(part.value);
        break;
      case "day":
        day = Number(part.value);
        break;
    }
  }
  if (!(WEEKDAYS as readonly string[]).includes(weekday)) return null;
  return { weekday: weekday as Weekday, minute: hour * 60 + minute, mmdd: month * 100 + day };
}

/**
 * Local wall-clock time of an instant in a time zone, or null for an unknown zone. The answer is
 * shared by every instant of the same UTC minute in that zone: never change it.
 */
export function localTime(now: Date, timeZone: string): LocalTime | null {
  const entry = zoneEntry(timeZone);
  if (!entry.formatter) return null;
  const ms = now.getTime();
  const minute = Math.floor(ms / 60_000);
  if (minute === entry.minute) return entry.local;
  const local = readLocalTime(entry.formatter, now);
  if (ms >= WHOLE_MINUTE_OFFSETS_SINCE_MS) {
    entry.minute = minute;
    entry.local = local;
  }
  return local;
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

/** "5 pm", "5:30 pm", "noon", "midnight": the short form a store card uses. */
export function formatShortTime(hhmm: string): string {
  const minutes = parseHhmm(hhmm);
  if (minutes === null) return hhmm;
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  if (m === 0 && h24 === 0) return CARD_HOURS_TEXT.midnight;
  if (m === 0 && h24 === 12) return CARD_HOURS_TEXT.noon;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}${m === 0 ? "" : `:${String(m).padStart(2, "0")}`} ${h24 < 12 ? "am" : "pm"}`;
}

const dayAfter = (day: Weekday, days: number): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + days) % 7] ?? "monday";
const previousDay = (day: Weekday): Weekday => dayAfter(day, 6);

/**
 * The interval open at a local time: one of the day's own, or one of the day before that runs past
 * midnight; null when none is.
 */
function openRangeAt(weekly: WeeklyHours | undefined, local: { weekday: Weekday; minute: number }): TimeRange | null {
  for (const range of weekly?.[local.weekday] ?? []) {
    const open = parseHhmm(range.open);
    const close = parseHhmm(range.close);
    if (open === null || close === null) continue;
    if ((open < close && local.minute >= open && local.minute < close) || (close < open && local.minute >= open)) {
      return range;
    }
  }
  for (const range of weekly?.[previousDay(local.weekday)] ?? []) {
    const open = parseHhmm(range.open);
    const close = parseHhmm(range.close);
    if (open !== null && close !== null && close < open && local.minute < close) return range;
  }
  return null;
}

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
  const range = openRangeAt(hours.weekly, local);
  if (range) return { state: "open", label: HOURS_TEXT.open, today, closesAt: formatTime(range.close) };
  return { state: "closed", label: HOURS_TEXT.closed, today };
}

/** Whether the weekly schedule lists any interval at all. */
export function hasWeeklyHours(hours: OpeningHours | null | undefined): boolean {
  return !!hours && WEEKDAYS.some((day) => (hours.weekly?.[day]?.length ?? 0) > 0);
}

/** "April 1" for an MM-DD date (the text unchanged when it is not one). */
function formatMonthDay(mmdd: string): string {
  const [m, d] = mmdd.split("-").map(Number);
  if (!m || !d) return mmdd;
  return new Date(Date.UTC(2000, m - 1, d)).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
}

/** "April 1 – October 31" for a season of MM-DD dates. */
export function formatSeason(season: { from: string; to: string }): string {
  return `${formatMonthDay(season.from)} – ${formatMonthDay(season.to)}`;
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

/** What a store card says about the store today, in the store's own time zone. */
export interface CardHours {
  state: Exclude<HoursState, "unknown">;
  /** "Open until 5 pm", "Opens at 10 am", "Closed today", "Closed for the season", "By appointment", ... */
  label: string;
  /** When a store closed for the rest of today or for the season opens again ("Opens Wed at 10 am"). */
  next: string | null;
}

/** The earliest opening time (minutes) of a day's intervals after `after`; null when there is none. */
function earliestOpen(ranges: readonly TimeRange[] | undefined, after: number): number | null {
  let earliest: number | null = null;
  for (const range of ranges ?? []) {
    const open = parseHhmm(range.open);
    if (open === null || parseHhmm(range.close) === null || open <= after) continue;
    if (earliest === null || open < earliest) earliest = open;
  }
  return earliest;
}

const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * When a store closed for the rest of today next opens, looking a week ahead: tomorrow, a weekday,
 * or the same weekday next week. A seasonal schedule counts only the days inside its season.
 */
function nextOpening(hours: OpeningHours, local: { weekday: Weekday; mmdd: number }): string | null {
  const month = Math.floor(local.mmdd / 100);
  const day = local.mmdd % 100;
  for (let ahead = 1; ahead <= 7; ahead++) {
    if (hours.status === "seasonal") {
      // A leap year, so that February 29 has a day after it and before it.
      const date = new Date(Date.UTC(2000, month - 1, day + ahead));
      if (!inSeason(hours.season, (date.getUTCMonth() + 1) * 100 + date.getUTCDate())) continue;
    }
    const weekday = dayAfter(local.weekday, ahead);
    const open = earliestOpen(hours.weekly?.[weekday], -1);
    if (open === null) continue;
    const time = formatShortTime(hhmmOf(open));
    const name = WEEKDAY_NAMES[weekday].slice(0, 3);
    if (ahead === 1) return CARD_HOURS_TEXT.opensTomorrow(time);
    return ahead < 7 ? CARD_HOURS_TEXT.opensOn(name, time) : CARD_HOURS_TEXT.opensNext(name, time);
  }
  return null;
}

/**
 * A store card's line about today, by the rules of `hoursStatus` at `now`: open until when, opens
 * later today at what time, closed today (or closed now, after today's hours) and when it opens next,
 * closed for the season and when it reopens, by appointment, temporarily closed. Null when no hours
 * are listed or their time zone is unknown: a card then says nothing about hours.
 */
export function cardHours(hours: OpeningHours | null | undefined, now: Date): CardHours | null {
  const status = hoursStatus(hours, now);
  const local = hours ? localTime(now, hours.timeZone) : null;
  if (!hours || status.state === "unknown") return null;
  switch (status.state) {
    case "byAppointment":
    case "temporarilyClosed":
      return { state: status.state, label: status.label, next: null };
    case "outOfSeason": {
      const from = hours.season ? parseMmdd(hours.season.from) : null;
      return {
        state: "outOfSeason",
        label: status.label,
        next: hours.season && from !== null ? CARD_HOURS_TEXT.reopens(formatMonthDay(hours.season.from)) : null,
      };
    }
  }
  if (!local) return null;
  if (status.state === "open") {
    const range = openRangeAt(hours.weekly, local);
    return { state: "open", label: range ? CARD_HOURS_TEXT.openUntil(formatShortTime(range.close)) : status.label, next: null };
  }
  const later = earliestOpen(hours.weekly?.[local.weekday], local.minute);
  if (later !== null) return { state: "closed", label: CARD_HOURS_TEXT.opensAt(formatShortTime(hhmmOf(later))), next: null };
  const openedToday = earliestOpen(hours.weekly?.[local.weekday], -1) !== null;
  return {
    state: "closed",
    label: openedToday ? CARD_HOURS_TEXT.closedNow : CARD_HOURS_TEXT.closedToday,
    next: nextOpening(hours, local),
  };
}
