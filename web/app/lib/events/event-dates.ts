// Dates of events (YYYY-MM-DD, whole days): ranges for display, month grouping, upcoming filter.
import type { Event } from "~/lib/content/types";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

interface Day {
  year: number;
  month: number; // 0-11
  day: number;
}

function parseDay(date: string): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]) - 1, day: Number(m[3]) };
}

/** "Mar 14 – 28, 2026", "Mar 30 – Apr 2, 2026", "Dec 30, 2026 – Jan 2, 2027" or "Mar 14, 2026". */
export function formatDateRange(start: string, end: string): string {
  const a = parseDay(start);
  const b = parseDay(end) ?? a;
  if (!a || !b) return start;
  const first = `${SHORT[a.month]} ${a.day}`;
  if (start === end || end < start) return `${first}, ${a.year}`;
  if (a.year !== b.year) return `${first}, ${a.year} – ${SHORT[b.month]} ${b.day}, ${b.year}`;
  if (a.month !== b.month) return `${first} – ${SHORT[b.month]} ${b.day}, ${a.year}`;
  return `${first} – ${b.day}, ${a.year}`;
}

/** "March 2026" for a YYYY-MM-DD date. */
export function monthLabel(date: string): string {
  const d = parseDay(date);
  return d ? `${MONTHS[d.month]} ${d.year}` : date;
}

/** Today as YYYY-MM-DD in UTC-agnostic calendar terms of the given moment (server local date). */
export function isoDay(moment: Date): string {
  const y = moment.getFullYear();
  const m = String(moment.getMonth() + 1).padStart(2, "0");
  const d = String(moment.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** Order of two YYYY-MM-DD dates (or empty ones): their text's order. */
function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Events that have not ended before `today`, by start date (then end date, then title). Dates are
 * compared as text: the first `localeCompare` of a page loads ICU's collation data, a long task on a
 * phone while the page hydrates, and only titles need it (two events of the same days).
 */
export function upcomingEvents<T extends Pick<Event, "startDate" | "endDate" | "title">>(events: readonly T[], today: string): T[] {
  return events
    .filter((e) => (e.endDate || e.startDate) >= today)
    .sort((x, y) => compareDays(x.startDate, y.startDate) || compareDays(x.endDate, y.endDate) || x.title.localeCompare(y.title));
}

export interface MonthGroup<T> {
  /** YYYY-MM, also the id of the month's section. */
  key: string;
  label: string;
  events: T[];
}

/** Events grouped by the month they start in, keeping their order. */
export function groupByMonth<T extends Pick<Event, "startDate">>(events: readonly T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const event of events) {
    const key = event.startDate.slice(0, 7);
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      group = { key, label: monthLabel(event.startDate), events: [] };
      groups.push(group);
    }
    group.events.push(event);
  }
  return groups;
}

/** The parts of the start date for a calendar-page badge: "MAR" and "14". */
export function dateBadge(date: string): { month: string; day: string } {
  const d = parseDay(date);
  return d ? { month: (SHORT[d.month] ?? "").toUpperCase(), day: String(d.day) } : { month: "", day: date };
}

/** Path of an event's calendar file. */
export const eventIcsPath = (slug: string) => `/events/${encodeURIComponent(slug)}.ics`;
