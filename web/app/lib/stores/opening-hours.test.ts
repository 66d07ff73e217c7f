import { describe, expect, it } from "vitest";
import table from "../../../../contract/cases/opening-hours.json";
import type { OpeningHours, TimeRange } from "../content/types";
import { HOURS_TEXT } from "../messages";
import {
  cardHours,
  formatDay,
  formatShortTime,
  formatTime,
  hoursStatus,
  hoursView,
  localTime,
  parseHhmm,
  type HoursState,
  type Weekday,
} from "./opening-hours";

/** One case of the table the content service's "Open now" filter runs too. */
interface SharedCase {
  name: string;
  hours: OpeningHours;
  at: string;
  open: boolean;
  state: HoursState;
}

const sharedCases = table.cases as SharedCase[];

const empty: Record<Weekday, TimeRange[]> = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

function hours(partial: Partial<OpeningHours> = {}): OpeningHours {
  return {
    timeZone: "America/Chicago",
    status: "regular",
    weekly: {
      ...empty,
      tuesday: [{ open: "10:00", close: "17:00" }],
      friday: [{ open: "20:00", close: "02:00" }],
    },
    season: null,
    note: null,
    ...partial,
  };
}

describe("local time", () => {
  it("reads the weekday, minute and date in the store's zone", () => {
    // 2026-06-02 is a Tuesday; 16:30 UTC = 11:30 CDT.
    expect(localTime(new Date("2026-06-02T16:30:00Z"), "America/Chicago")).toEqual({
      weekday: "tuesday",
      minute: 11 * 60 + 30,
      mmdd: 602,
    });
    // 03:00 UTC Wednesday is still Tuesday 20:00 in Los Angeles (PDT).
    expect(localTime(new Date("2026-06-03T03:00:00Z"), "America/Los_Angeles")?.weekday).toBe("tuesday");
    expect(localTime(new Date("2026-06-02T04:30:00Z"), "America/Chicago")?.minute).toBe(23 * 60 + 30);
  });
  it("is null for an unknown zone", () => {
    expect(localTime(new Date(), "Mars/Olympus")).toBeNull();
  });
  it("is read again for every new minute, though it is kept per zone within one", () => {
    // Each zone keeps its last reading: every instant below follows one of the same zone.
    const at = (iso: string, zone = "America/Chicago") => localTime(new Date(iso), zone);
    expect(at("2026-06-02T16:30:00Z")?.minute).toBe(11 * 60 + 30);
    expect(at("2026-06-02T16:30:59.999Z")?.minute).toBe(11 * 60 + 30);
    expect(at("2026-06-02T16:31:00Z")?.minute).toBe(11 * 60 + 31);
    // Earlier again, a day later, a week later (same minute of the hour, same weekday).
    expect(at("2026-06-02T16:30:30Z")?.minute).toBe(11 * 60 + 30);
    expect(at("2026-06-03T16:30:30Z")).toEqual({ weekday: "wednesday", minute: 11 * 60 + 30, mmdd: 603 });
    expect(at("2026-06-10T16:30:30Z")).toEqual({ weekday: "wednesday", minute: 11 * 60 + 30, mmdd: 610 });
    // Another zone at the same instant has its own.
    expect(at("2026-06-10T16:30:30Z", "America/New_York")?.minute).toBe(12 * 60 + 30);
    expect(at("2026-06-10T16:30:30Z")?.minute).toBe(11 * 60 + 30);
    // Across a change of the clocks (2026-11-01 02:00 CDT becomes 01:00 CST).
    expect(at("2026-11-01T06:59:00Z")?.minute).toBe(60 + 59);
    expect(at("2026-11-01T07:00:00Z")?.minute).toBe(60);
  });
  it("reads each instant when the zone's offset had seconds (Liberia until 1972: -0:44:30)", () => {
    // One UTC minute, two local minutes.
    expect(localTime(new Date("1971-06-01T12:00:20Z"), "Africa/Monrovia")?.minute).toBe(11 * 60 + 15);
    expect(localTime(new Date("1971-06-01T12:00:40Z"), "Africa/Monrovia")?.minute).toBe(11 * 60 + 16);
  });
});

describe("shared opening-hours cases", () => {
  it("holds cases", () => {
    expect(sharedCases.length).toBeGreaterThan(0);
  });
  it.each(sharedCases)("$name", ({ hours, at, open, state }) => {
    const status = hoursStatus(hours, new Date(at));
    expect({ open: status.state === "open", state: status.state }).toEqual({ open, state });
  });
});

describe("hours status", () => {
  it("gives the label, today's weekday and when the current interval ends", () => {
    const status = hoursStatus(hours(), new Date("2026-06-02T16:30:00Z"));
    expect(status.label).toBe(HOURS_TEXT.open);
    expect(status.closesAt).toBe("5:00 PM");
    expect(status.today).toBe("tuesday");
    expect(hoursStatus(hours(), new Date("2026-06-03T16:30:00Z")).label).toBe(HOURS_TEXT.closed); // Wednesday
    // Saturday 01:00 CDT, inside Friday 20:00-02:00.
    const late = hoursStatus(hours(), new Date("2026-06-06T06:00:00Z"));
    expect(late.closesAt).toBe("2:00 AM");
    expect(late.today).toBe("saturday");
  });
  it("labels by appointment, temporarily closed, out of season and unknown", () => {
    const at = new Date("2026-06-02T16:30:00Z");
    expect(hoursStatus(hours({ status: "byAppointment" }), at).label).toBe(HOURS_TEXT.byAppointment);
    expect(hoursStatus(hours({ status: "temporarilyClosed" }), at).label).toBe(HOURS_TEXT.temporarilyClosed);
    expect(hoursStatus(hours({ status: "seasonal", season: null }), at).label).toBe(HOURS_TEXT.outOfSeason);
    expect(hoursStatus(hours({ timeZone: "Mars/Olympus" }), at)).toEqual({ state: "unknown", label: HOURS_TEXT.unknown, today: null });
  });
  it("is unknown without hours", () => {
    expect(hoursStatus(null, new Date()).state).toBe("unknown");
    expect(hoursStatus(undefined, new Date()).state).toBe("unknown");
  });
});

describe("formatting", () => {
  it("parses and formats times", () => {
    expect(parseHhmm("24:00")).toBe(1440);
    expect(parseHhmm("24:30")).toBeNull();
    expect(formatTime("10:00")).toBe("10:00 AM");
    expect(formatTime("17:30")).toBe("5:30 PM");
    expect(formatTime("00:15")).toBe("12:15 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatDay([])).toBe(HOURS_TEXT.closedDay);
    expect(formatDay([{ open: "10:00", close: "13:00" }, { open: "14:00", close: "18:00" }])).toBe(
      "10:00 AM – 1:00 PM, 2:00 PM – 6:00 PM",
    );
  });
});

describe("hours view", () => {
  it("lists every weekday with today marked, and the season, note and zone", () => {
    const view = hoursView(
      hours({ status: "seasonal", season: { from: "04-01", to: "10-31" }, note: " Call ahead ", timeZone: "America/New_York" }),
      new Date("2026-06-02T16:30:00Z"),
    );
    expect(view.rows?.map((r) => r.name)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(view.rows?.find((r) => r.today)?.day).toBe("tuesday");
    expect(view.rows?.[1]?.text).toBe("10:00 AM – 5:00 PM");
    expect(view.rows?.[0]?.text).toBe(HOURS_TEXT.closedDay);
    expect(view.season).toBe("April 1 – October 31");
    expect(view.note).toBe("Call ahead");
    expect(view.timeZone).toBe("America/New York");
  });
  it("has no rows without weekly hours", () => {
    const view = hoursView(hours({ status: "byAppointment", weekly: empty }), new Date());
    expect(view.rows).toBeNull();
    expect(view.byAppointment).toBe(true);
    expect(hoursView(null, new Date()).status.state).toBe("unknown");
  });
});

describe("card hours", () => {
  // 2026-06-02 is a Tuesday; Chicago is UTC-5 in June. hours(): Tuesday 10:00-17:00, Friday 20:00-02:00.
  const chicago = (isoLocal: string) => new Date(`${isoLocal}-05:00`);

  it("says until when an open store is open", () => {
    expect(cardHours(hours(), chicago("2026-06-02T11:30:00"))).toEqual({ state: "open", label: "Open until 5 pm", next: null });
    // Saturday 01:00, inside Friday's interval past midnight.
    expect(cardHours(hours(), chicago("2026-06-06T01:00:00"))?.label).toBe("Open until 2 am");
  });

  it("says when a store closed now opens later today", () => {
    expect(cardHours(hours(), chicago("2026-06-02T08:00:00"))).toEqual({ state: "closed", label: "Opens at 10 am", next: null });
  });

  it("says closed today, and when it opens next", () => {
    // Wednesday: no hours; next Friday 20:00.
    expect(cardHours(hours(), chicago("2026-06-03T12:00:00"))).toEqual({ state: "closed", label: "Closed today", next: "Opens Fri at 8 pm" });
    // Monday: no hours; Tuesday is tomorrow.
    expect(cardHours(hours(), chicago("2026-06-01T12:00:00"))?.next).toBe("Opens tomorrow at 10 am");
    // Tuesday after closing: closed now (it was open earlier today).
    expect(cardHours(hours(), chicago("2026-06-02T18:00:00"))).toEqual({ state: "closed", label: "Closed now", next: "Opens Fri at 8 pm" });
    // Open only on Tuesdays: after closing, the next opening is a week away.
    const tuesdays = hours({ weekly: { ...empty, tuesday: [{ open: "10:30", close: "17:00" }] } });
    expect(cardHours(tuesdays, chicago("2026-06-02T18:00:00"))?.next).toBe("Opens next Tue at 10:30 am");
  });

  it("counts only the season's days when looking for the next opening", () => {
    const shortSeason = hours({ status: "seasonal", season: { from: "06-01", to: "06-03" } });
    expect(cardHours(shortSeason, chicago("2026-06-02T18:00:00"))).toEqual({ state: "closed", label: "Closed now", next: null });
  });

  it("says closed for the season, and when it reopens", () => {
    const seasonal = hours({ status: "seasonal", season: { from: "04-01", to: "10-31" } });
    expect(cardHours(seasonal, chicago("2026-12-01T12:00:00"))).toEqual({
      state: "outOfSeason",
      label: HOURS_TEXT.outOfSeason,
      next: "Reopens April 1",
    });
    expect(cardHours(hours({ status: "seasonal", season: null }), chicago("2026-12-01T12:00:00"))).toEqual({
      state: "outOfSeason",
      label: HOURS_TEXT.outOfSeason,
      next: null,
    });
  });

  it("says by appointment", () => {
    expect(cardHours(hours({ status: "byAppointment" }), chicago("2026-06-02T11:30:00"))).toEqual({
      state: "byAppointment",
      label: HOURS_TEXT.byAppointment,
      next: null,
    });
  });

  it("says temporarily closed", () => {
    expect(cardHours(hours({ status: "temporarilyClosed" }), chicago("2026-06-02T11:30:00"))).toEqual({
      state: "temporarilyClosed",
      label: HOURS_TEXT.temporarilyClosed,
      next: null,
    });
  });

  it("says nothing when no hours are listed or their zone is unknown", () => {
    expect(cardHours(null, new Date())).toBeNull();
    expect(cardHours(undefined, new Date())).toBeNull();
    expect(cardHours(hours({ timeZone: "Mars/Olympus" }), new Date())).toBeNull();
  });

  it("reads the day in the store's own zone", () => {
    // 03:00 UTC on Wednesday is still Tuesday 20:00 in Los Angeles: closed now, not closed today.
    const la = hours({ timeZone: "America/Los_Angeles" });
    expect(cardHours(la, new Date("2026-06-03T03:00:00Z"))?.label).toBe("Closed now");
  });

  it("writes short times", () => {
    expect(formatShortTime("17:00")).toBe("5 pm");
    expect(formatShortTime("09:30")).toBe("9:30 am");
    expect(formatShortTime("12:00")).toBe("noon");
    expect(formatShortTime("00:00")).toBe("midnight");
    expect(formatShortTime("24:00")).toBe("midnight");
  });
});
