import { describe, expect, it } from "vitest";
import type { OpeningHours, TimeRange, Weekday } from "./content/types";
import { HOURS_TEXT } from "./messages";
import { formatDay, formatTime, hoursStatus, hoursView, inSeason, localTime, parseHhmm } from "./opening-hours";

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
});

describe("hours status", () => {
  it("is open inside an interval in local time, closed outside (close exclusive)", () => {
    const status = hoursStatus(hours(), new Date("2026-06-02T16:30:00Z"));
    expect(status.state).toBe("open");
    expect(status.label).toBe(HOURS_TEXT.open);
    expect(status.closesAt).toBe("5:00 PM");
    expect(status.today).toBe("tuesday");
    expect(hoursStatus(hours(), new Date("2026-06-02T22:00:00Z")).state).toBe("closed"); // 17:00 CDT
    expect(hoursStatus(hours(), new Date("2026-06-02T14:30:00Z")).state).toBe("closed"); // 09:30
    expect(hoursStatus(hours(), new Date("2026-06-03T16:30:00Z")).label).toBe(HOURS_TEXT.closed); // Wednesday
  });
  it("follows an interval past midnight into the next day", () => {
    expect(hoursStatus(hours(), new Date("2026-06-06T06:00:00Z")).state).toBe("open"); // Sat 01:00
    expect(hoursStatus(hours(), new Date("2026-06-06T08:00:00Z")).state).toBe("closed"); // Sat 03:00
    expect(hoursStatus(hours(), new Date("2026-06-06T02:00:00Z")).state).toBe("open"); // Fri 21:00
  });
  it("handles by appointment, temporarily closed and seasons", () => {
    const at = new Date("2026-06-02T16:30:00Z");
    expect(hoursStatus(hours({ status: "byAppointment" }), at).label).toBe(HOURS_TEXT.byAppointment);
    expect(hoursStatus(hours({ status: "temporarilyClosed" }), at).label).toBe(HOURS_TEXT.temporarilyClosed);
    const summer = { from: "04-01", to: "10-31" };
    expect(hoursStatus(hours({ status: "seasonal", season: summer }), at).state).toBe("open");
    const winter = { from: "11-01", to: "03-31" };
    expect(hoursStatus(hours({ status: "seasonal", season: winter }), at).state).toBe("outOfSeason");
    expect(hoursStatus(hours({ status: "seasonal", season: null }), at).state).toBe("outOfSeason");
  });
  it("is unknown without hours or with an unknown zone", () => {
    expect(hoursStatus(null, new Date()).state).toBe("unknown");
    expect(hoursStatus(hours({ timeZone: "Mars/Olympus" }), new Date()).state).toBe("unknown");
  });
});

describe("formatting", () => {
  it("parses and formats times", () => {
    expect(parseHhmm("24:00")).toBe(1440);
    expect(parseHhmm("24:30")).toBeNull();
    expect(parseHhmm("9:5")).toBeNull();
    expect(formatTime("10:00")).toBe("10:00 AM");
    expect(formatTime("17:30")).toBe("5:30 PM");
    expect(formatTime("00:15")).toBe("12:15 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatDay([])).toBe(HOURS_TEXT.closedDay);
    expect(formatDay([{ open: "10:00", close: "13:00" }, { open: "14:00", close: "18:00" }])).toBe(
      "10:00 AM – 1:00 PM, 2:00 PM – 6:00 PM",
    );
  });
  it("checks seasons, wrapping over New Year", () => {
    expect(inSeason({ from: "11-01", to: "03-31" }, 105)).toBe(true);
    expect(inSeason({ from: "11-01", to: "03-31" }, 602)).toBe(false);
    expect(inSeason({ from: "04-01", to: "10-31" }, 1031)).toBe(true);
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
