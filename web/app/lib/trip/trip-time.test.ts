import { describe, expect, it } from "vitest";
import {
  FALLBACK_TIME_ZONE,
  addDays,
  defaultTripDate,
  formatClock,
  formatMinutes,
  formatTripDate,
  isKnownTimeZone,
  parseClockTime,
  parseDate,
  tripTimeZone,
  wallClock,
  zoneAbbreviation,
  zonedInstant,
} from "./trip-time";

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("dates and times as typed", () => {
  it("reads real calendar dates only", () => {
    expect(parseDate("2027-03-07")).toEqual({ year: 2027, month: 3, day: 7 });
    expect(parseDate("2028-02-29")).not.toBeNull();
    expect(parseDate("2027-02-29")).toBeNull();
    expect(parseDate("2027-13-01")).toBeNull();
    expect(parseDate("2027-3-7")).toBeNull();
    expect(parseDate("1999-01-01")).toBeNull();
    expect(parseDate("")).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
  it("reads clock times from 00:00 to 23:59", () => {
    expect(parseClockTime("00:00")).toBe(0);
    expect(parseClockTime("10:30")).toBe(630);
    expect(parseClockTime("23:59")).toBe(1439);
    expect(parseClockTime("24:00")).toBeNull();
    expect(parseClockTime("9:30")).toBeNull();
    expect(parseClockTime("10:60")).toBeNull();
    expect(parseClockTime(undefined)).toBeNull();
  });
  it("adds days across months and years", () => {
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });
});

describe("the instant a local time names", () => {
  it("reads the time on the zone's clocks, summer and winter", () => {
    expect(iso(zonedInstant("2027-01-15", "10:00", "America/New_York"))).toBe("2027-01-15T15:00:00.000Z");
    expect(iso(zonedInstant("2027-07-15", "10:00", "America/New_York"))).toBe("2027-07-15T14:00:00.000Z");
    expect(iso(zonedInstant("2027-07-15", "10:00", "America/Chicago"))).toBe("2027-07-15T15:00:00.000Z");
    expect(iso(zonedInstant("2027-07-15", "10:00", "America/Phoenix"))).toBe("2027-07-15T17:00:00.000Z");
    expect(iso(zonedInstant("2027-07-15", "23:30", "Pacific/Honolulu"))).toBe("2027-07-16T09:30:00.000Z");
  });
  it("reads a time the clocks skip in spring as the same time after the change", () => {
    // 2027-03-14: New York's clocks go from 2:00 to 3:00.
    expect(iso(zonedInstant("2027-03-14", "02:30", "America/New_York"))).toBe("2027-03-14T07:30:00.000Z");
    expect(wallClock(zonedInstant("2027-03-14", "02:30", "America/New_York") as Date, "America/New_York")?.time).toBe("03:30");
  });
  it("reads a time the clocks show twice in autumn as its first showing", () => {
    // 2027-11-07: New York's clocks go from 2:00 back to 1:00.
    expect(iso(zonedInstant("2027-11-07", "01:30", "America/New_York"))).toBe("2027-11-07T05:30:00.000Z");
  });
  it("is null for what it cannot read", () => {
    expect(zonedInstant("2027-02-30", "10:00", "America/New_York")).toBeNull();
    expect(zonedInstant("2027-03-01", "25:00", "America/New_York")).toBeNull();
    expect(zonedInstant("2027-03-01", "10:00", "Not/AZone")).toBeNull();
  });
  it("round-trips through the wall clock", () => {
    for (const zone of ["America/New_York", "America/Denver", "America/Los_Angeles", "America/Anchorage"]) {
      for (const time of ["00:00", "09:15", "12:00", "17:45", "23:59"]) {
        const at = zonedInstant("2027-05-20", time, zone) as Date;
        expect(wallClock(at, zone)).toEqual({ date: "2027-05-20", time });
      }
    }
  });
});

describe("clock text", () => {
  it("writes 12-hour times without Intl's own spacing", () => {
    const at = new Date("2027-07-15T14:05:00Z");
    expect(formatClock(at, "America/New_York")).toBe("10:05 AM");
    expect(formatClock(at, "America/Chicago")).toBe("9:05 AM");
    expect(formatClock(new Date("2027-07-15T16:00:00Z"), "America/New_York")).toBe("12:00 PM");
    expect(formatClock(new Date("2027-07-15T04:00:00Z"), "America/New_York")).toBe("12:00 AM");
  });
  it("names zones briefly", () => {
    expect(zoneAbbreviation(new Date("2027-01-15T15:00:00Z"), "America/Chicago")).toBe("CST");
    expect(zoneAbbreviation(new Date("2027-07-15T15:00:00Z"), "America/Chicago")).toBe("CDT");
  });
  it("writes the trip's day in full", () => {
    expect(formatTripDate("2027-03-07")).toBe("Sunday, March 7, 2027");
    expect(formatTripDate("nonsense")).toBe("nonsense");
  });
  it("writes durations in hours and minutes", () => {
    expect(formatMinutes(0)).toBe("0 min");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(65)).toBe("1 h 5 min");
    expect(formatMinutes(184.6)).toBe("3 h 5 min");
  });
});

describe("the trip's zone and day", () => {
  it("knows IANA zones only", () => {
    expect(isKnownTimeZone("America/New_York")).toBe(true);
    expect(isKnownTimeZone("CST")).toBe(false);
    expect(isKnownTimeZone("")).toBe(false);
    expect(isKnownTimeZone(null)).toBe(false);
  });
  it("takes the zone most stores keep, ties to the first by name, whatever the order", () => {
    expect(tripTimeZone(["America/Chicago", "America/New_York", "America/Chicago"])).toBe("America/Chicago");
    expect(tripTimeZone(["America/New_York", "America/Chicago"])).toBe("America/Chicago");
    expect(tripTimeZone(["America/Chicago", "America/New_York"])).toBe("America/Chicago");
    expect(tripTimeZone([null, "CST", undefined])).toBe(FALLBACK_TIME_ZONE);
    expect(tripTimeZone([])).toBe(FALLBACK_TIME_ZONE);
  });
  it("plans tomorrow on the zone's calendar", () => {
    // 03:00 UTC on March 8 is still March 7 in Chicago.
    expect(defaultTripDate(new Date("2027-03-08T03:00:00Z"), "America/Chicago")).toBe("2027-03-08");
    expect(defaultTripDate(new Date("2027-03-08T03:00:00Z"), "Europe/London")).toBe("2027-03-09");
  });
});
