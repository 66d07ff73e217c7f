// The clock of a trip. The visitor types a date and a start time as they read on the clocks where the
// trip happens (the stores' time zone), and sees each arrival on the clock of the store it reaches.
// Times are written by hand from Intl's numeric parts rather than by Intl's own formatting, so the
// server's render and the browser's agree to the character (ICU versions differ in the spaces they
// put before "AM").

import { formatTime, localTime } from "../stores/opening-hours";

/** The zone of a trip none of whose stores has a zone we know. */
export const FALLBACK_TIME_ZONE = "America/New_York";

/** When a trip starts unless the visitor says otherwise: shops mostly open at 10. */
export const DEFAULT_START_TIME = "10:00";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** One numeric formatter per zone (null for a zone Intl does not know); building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function numericFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      formatter = null;
    }
    // Zone names come from data: never let them grow the map without bound.
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether opening hours can be read in a zone: the rule of lib/stores/opening-hours.ts (IANA names only). */
export function isKnownTimeZone(timeZone: string | null | undefined): timeZone is string {
  return !!timeZone && localTime(new Date(0), timeZone) !== null;
}

export interface WallClock {
  /** "2027-03-07" */
  date: string;
  /** "14:05" */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The date and time an instant shows on the clocks of a zone (null for an unknown zone). */
export function wallClock(at: Date, timeZone: string): WallClock | null {
  const formatter = numericFormatter(timeZone);
  if (!formatter || Number.isNaN(at.getTime())) return null;
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  const [year, month, day, hour, minute] = [part("year"), part("month"), part("day"), part("hour") % 24, part("minute")];
  if ([year, month, day, hour, minute].some(Number.isNaN)) return null;
  return { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
}

/** Year, month and day of "YYYY-MM-DD", when it is a real calendar date between 2000 and 2199. */
export function parseDate(text: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = /^(2[01]\d\d)-(\d\d)-(\d\d)$/.exec(text?.trim() ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/** Minutes since midnight of "HH:MM" from 00:00 to 23:59, else null. */
export function parseClockTime(text: string | null | undefined): number | null {
  const match = /^(\d\d):(\d\d)$/.exec(text?.trim() ?? "");
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? hour * 60 + minute : null;
}

/** Local minus UTC, in minutes, of a zone at an instant. */
function offsetMinutes(at: number, timeZone: string): number | null {
  const clock = wallClock(new Date(at - (at % MINUTE_MS)), timeZone);
  if (!clock) return null;
  const day = parseDate(clock.date);
  const minutes = parseClockTime(clock.time);
  if (!day || minutes === null) return null;
  const asUtc = Date.UTC(day.year, day.month - 1, day.day) + minutes * MINUTE_MS;
  return Math.round((asUtc - (at - (at % MINUTE_MS))) / MINUTE_MS);
}

/**
 * The instant a date and time on the clocks of a zone name. A time the clocks skip (the hour lost in
 * spring) reads as the same time after the change; a time they show twice (the hour repeated in
 * autumn) as its first showing. Null for an invalid date, time or zone.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const day = parseDate(date);
  const minutes = parseClockTime(time);
  if (!day || minutes === null) return null;
  const local = Date.UTC(day.year, day.month - 1, day.day) + minutes * MINUTE_MS;
  // The zone's offset near the wanted instant, then at the instant that offset gives: two readings
  // settle every case, since offsets change at most once in a few hours.
  const first = offsetMinutes(local, timeZone);
  if (first === null) return null;
  const candidates = new Set<number>();
  const guess = local - first * MINUTE_MS;
  const second = offsetMinutes(guess, timeZone) ?? first;
  candidates.add(local - Math.max(first, second) * MINUTE_MS);
  candidates.add(local - Math.min(first, second) * MINUTE_MS);
  const sorted = [...candidates].sort((a, b) => a - b);
  const exact = sorted.find((at) => {
    const clock = wallClock(new Date(at), timeZone);
    return clock?.date === date && clock.time === time;
  });
  // In a skipped hour neither reading shows the time asked: the later one is the time after the change.
  return new Date(exact ?? (sorted[sorted.length - 1] as number));
}

/** "10:45 AM" on the clocks of a zone. */
export function formatClock(at: Date, timeZone: string): string {
  const clock = wallClock(at, timeZone);
  return clock ? formatTime(clock.time) : "";
}

/** "EST", "CDT": a zone's short name at an instant, for arrivals shown on another zone's clock. */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(at);
    return parts.find((p) => p.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

/** "YYYY-MM-DD" a number of days after another. */
export function addDays(date: string, days: number): string {
  const day = parseDate(date);
  if (!day) return date;
  return new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day after `now` on the clocks of the trip's zone: the default day of a trip. */
export function defaultTripDate(now: Date, timeZone: string): string {
  const today = wallClock(now, timeZone)?.date ?? now.toISOString().slice(0, 10);
  return addDays(today, 1);
}

/** "Sunday, March 7, 2027" for "2027-03-07". */
export function formatTripDate(date: string): string {
  const day = parseDate(date);
  if (!day) return date;
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/**
 * The zone of a trip: the one most of its stores keep (ties to the first by name, so the order of the
 * stops never moves the start), or the fallback when none is known.
 */
export function tripTimeZone(zones: Iterable<string | null | undefined>): string {
  const counts = new Map<string, number>();
  for (const zone of zones) if (isKnownTimeZone(zone)) counts.set(zone, (counts.get(zone) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [zone, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (count > bestCount) {
      best = zone;
      bestCount = count;
    }
  }
  return best ?? FALLBACK_TIME_ZONE;
}

/** "45 min", "1 h", "1 h 5 min": a duration in whole minutes. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
