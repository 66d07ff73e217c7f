import { describe, expect, it } from "vitest";
import type { OpeningHours, TimeRange } from "../content/types";
import { hoursStatus, type Weekday } from "../stores/opening-hours";
import {
  DEFAULT_VISIT_MINUTES,
  MAX_REORDERED_STOPS,
  findOpenOrder,
  isClosedState,
  scheduleTrip,
  visitMinutesFor,
  type TripStop,
} from "./schedule";

const noHours: Record<Weekday, TimeRange[]> = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

/** Hours in a zone, the days left out closed. */
function hours(timeZone: string, days: Partial<Record<Weekday, TimeRange[]>>, extra: Partial<OpeningHours> = {}): OpeningHours {
  return { timeZone, status: "regular", weekly: { ...noHours, ...days }, season: null, note: null, ...extra };
}

const everyDay = (open: string, close: string): Partial<Record<Weekday, TimeRange[]>> =>
  Object.fromEntries(Object.keys(noHours).map((day) => [day, [{ open, close }]]));

/** A stop `north` tenths of a degree north of 30°N near Round Top, TX (0.1° ≈ 11.1 km ≈ 14 minutes' drive). */
const texasStop = (slug: string, north: number, openingHours: OpeningHours | null): TripStop => ({
  slug,
  lat: 30 + north * 0.1,
  lng: -96.7,
  openingHours,
});
const texasStart = { lat: 30, lng: -96.7 };

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

describe("visit minutes", () => {
  it("uses the stop's own, else the trip's, else the default", () => {
    expect(visitMinutesFor("a", {})).toBe(DEFAULT_VISIT_MINUTES);
    expect(visitMinutesFor("a", { visitMinutes: 30 })).toBe(30);
    expect(visitMinutesFor("a", { visitMinutes: 30, visitMinutesBySlug: { a: 90 } })).toBe(90);
    expect(visitMinutesFor("b", { visitMinutes: 30, visitMinutesBySlug: { a: 90 } })).toBe(30);
    expect(visitMinutesFor("a", { visitMinutes: 0 })).toBe(0);
  });
  it("ignores nonsense and rounds to whole minutes", () => {
    expect(visitMinutesFor("a", { visitMinutes: -5 })).toBe(DEFAULT_VISIT_MINUTES);
    expect(visitMinutesFor("a", { visitMinutes: Number.NaN })).toBe(DEFAULT_VISIT_MINUTES);
    expect(visitMinutesFor("a", { visitMinutes: 20, visitMinutesBySlug: { a: Infinity } })).toBe(20);
    expect(visitMinutesFor("a", { visitMinutes: 20.4 })).toBe(20);
  });
});

describe("closed states", () => {
  it("counts closed, out of season and temporarily closed; not unknown or by appointment", () => {
    expect((["closed", "outOfSeason", "temporarilyClosed"] as const).every(isClosedState)).toBe(true);
    expect((["open", "unknown", "byAppointment"] as const).some(isClosedState)).toBe(false);
  });
});

describe("scheduleTrip", () => {
  it("adds drive and visit minutes from the start instant", () => {
    const plan = scheduleTrip(
      [texasStop("a", 1, null), texasStop("b", 2, null), texasStop("c", 4, null)],
      { start: texasStart, startAt: new Date("2026-06-02T14:00:00Z"), visitMinutes: 30, visitMinutesBySlug: { b: 60 } },
    );
    // Legs: 14, 14 and 27 minutes.
    expect(plan.stops.map((s) => [s.stop.slug, iso(s.arrival), iso(s.departure), s.visitMinutes])).toEqual([
      ["a", "2026-06-02T14:14:00.000Z", "2026-06-02T14:44:00.000Z", 30],
      ["b", "2026-06-02T14:58:00.000Z", "2026-06-02T15:58:00.000Z", 60],
      ["c", "2026-06-02T16:25:00.000Z", "2026-06-02T16:55:00.000Z", 30],
    ]);
    expect(plan.stops.map((s) => s.leg?.minutes)).toEqual([14, 14, 27]);
    expect(plan.totalDriveMinutes).toBe(55);
    expect(plan.totalKm).toBeCloseTo(44.48, 1);
    expect(iso(plan.endsAt)).toBe("2026-06-02T16:55:00.000Z");
  });

  it("arrives at the first stop at the start instant when the trip starts there", () => {
    const plan = scheduleTrip([texasStop("a", 1, null), texasStop("b", 2, null)], {
      start: "firstStop",
      startAt: new Date("2026-06-02T14:00:00Z"),
    });
    expect(plan.stops[0]?.leg).toBeNull();
    expect(iso(plan.stops[0]?.arrival)).toBe("2026-06-02T14:00:00.000Z");
    expect(iso(plan.stops[1]?.arrival)).toBe("2026-06-02T14:59:00.000Z");
  });

  it("returns an empty plan for no stops", () => {
    const startAt = new Date("2026-06-02T14:00:00Z");
    const plan = scheduleTrip([], { start: texasStart, startAt });
    expect(plan.stops).toEqual([]);
    expect(plan.endsAt).toEqual(startAt);
    expect(plan.allOpenOnArrival).toBe(true);
  });

  it("judges every store on its own clock across time zones", () => {
    // Leaves Times Square on Monday 1 June 2026 at 6 pm New York time; the drives are 1,375 minutes
    // to Chicago and 1,774 minutes on to Denver.
    const chicagoHours = hours("America/Chicago", { tuesday: [{ open: "10:00", close: "16:30" }] });
    const denverHours = hours("America/Denver", { wednesday: [{ open: "18:00", close: "22:00" }] });
    const plan = scheduleTrip(
      [
        { slug: "chicago", lat: 41.8781, lng: -87.6298, openingHours: chicagoHours },
        { slug: "denver", lat: 39.7392, lng: -104.9903, openingHours: denverHours },
      ],
      { start: { lat: 40.758, lng: -73.9855 }, startAt: new Date("2026-06-01T18:00:00-04:00"), visitMinutes: 60 },
    );
    const [chicago, denver] = plan.stops;

    // Tuesday 3:55 pm in Chicago (4:55 pm in New York): open, but it closes at 4:30, before the hour is up.
    expect(iso(chicago?.arrival)).toBe("2026-06-02T20:55:00.000Z");
    expect(chicago?.arrivalState).toBe("open");
    expect(iso(chicago?.closesDuringVisitAt)).toBe("2026-06-02T21:30:00.000Z");
    // On New York's clock the same hours would already be closed: the zone is what decides.
    expect(hoursStatus({ ...chicagoHours, timeZone: "America/New_York" }, chicago!.arrival).state).toBe("closed");

    // Wednesday 9:29 pm in Denver (10:29 pm in Chicago): open until 10.
    expect(iso(denver?.arrival)).toBe("2026-06-04T03:29:00.000Z");
    expect(denver?.arrivalState).toBe("open");
    expect(denver?.closesDuringVisitAt?.toISOString()).toBe("2026-06-04T04:00:00.000Z");
    expect(hoursStatus({ ...denverHours, timeZone: "America/Chicago" }, denver!.arrival).state).toBe("closed");
    expect(plan.allOpenOnArrival).toBe(true);
  });

  it("follows a late night past midnight", () => {
    // Friday 5 June 2026, 11:50 pm in Texas; "night-owl" is open Fridays 8 pm to 2 am.
    const nightOwl = hours("America/Chicago", { friday: [{ open: "20:00", close: "02:00" }] });
    const plan = scheduleTrip(
      [texasStop("night-owl", 1, nightOwl), texasStop("day-shop", 2, hours("America/Chicago", everyDay("10:00", "17:00")))],
      { start: texasStart, startAt: new Date("2026-06-05T23:50:00-05:00"), visitMinutes: 45 },
    );
    const [owl, day] = plan.stops;
    // Saturday 12:04 am: still inside Friday's interval.
    expect(iso(owl?.arrival)).toBe("2026-06-06T05:04:00.000Z");
    expect(owl?.arrivalState).toBe("open");
    expect(owl?.closesDuringVisitAt).toBeNull();
    // Saturday 1:03 am at a shop open 10 to 5.
    expect(day?.arrivalState).toBe("closed");
    expect(day?.closedOnArrival).toBe(true);
    expect(plan.allOpenOnArrival).toBe(false);
  });

  it("sees a past-midnight interval end during the visit", () => {
    const nightOwl = hours("America/Chicago", { friday: [{ open: "20:00", close: "02:00" }] });
    const plan = scheduleTrip([texasStop("night-owl", 1, nightOwl)], {
      start: "firstStop",
      startAt: new Date("2026-06-06T01:00:00-05:00"),
      visitMinutes: 90,
    });
    expect(plan.stops[0]?.arrivalState).toBe("open");
    expect(iso(plan.stops[0]?.closesDuringVisitAt)).toBe("2026-06-06T07:00:00.000Z");
  });

  it("sees a lunch break inside the visit, and an arrival that is not on the minute", () => {
    const lunch = hours("America/Chicago", { tuesday: [{ open: "10:00", close: "12:00" }, { open: "13:00", close: "17:00" }] });
    const at = (local: string, visitMinutes: number) =>
      scheduleTrip([texasStop("lunch", 1, lunch)], { start: "firstStop", startAt: new Date(local), visitMinutes }).stops[0];
    expect(iso(at("2026-06-02T11:30:00-05:00", 120)?.closesDuringVisitAt)).toBe("2026-06-02T17:00:00.000Z");
    expect(at("2026-06-02T13:30:00-05:00", 120)?.closesDuringVisitAt).toBeNull();
    // Leaving exactly at closing time is fine: close is exclusive.
    expect(at("2026-06-02T15:00:00-05:00", 120)?.closesDuringVisitAt).toBeNull();
    // 30 seconds past 3 pm plus two hours runs 30 seconds past closing.
    expect(iso(at("2026-06-02T15:00:30-05:00", 120)?.closesDuringVisitAt)).toBe("2026-06-02T22:00:00.000Z");
  });

  it("flags appointment-only stores without calling them closed", () => {
    const plan = scheduleTrip([texasStop("call-first", 1, hours("America/Chicago", {}, { status: "byAppointment" }))], {
      start: texasStart,
      startAt: new Date("2026-06-02T09:00:00-05:00"),
    });
    expect(plan.stops[0]).toMatchObject({
      arrivalState: "byAppointment",
      appointmentNeeded: true,
      closedOnArrival: false,
      closesDuringVisitAt: null,
    });
    expect(plan.allOpenOnArrival).toBe(true);
  });

  it("finds a store closed on its closed day", () => {
    const closedMondays = hours("America/New_York", { ...everyDay("10:00", "17:00"), monday: [] });
    const plan = scheduleTrip([{ slug: "closed-mondays", lat: 40.36, lng: -74.95, openingHours: closedMondays }], {
      start: "firstStop",
      startAt: new Date("2026-06-01T11:00:00-04:00"), // a Monday
    });
    expect(plan.stops[0]).toMatchObject({ arrivalState: "closed", closedOnArrival: true });
    const tuesday = scheduleTrip([{ slug: "closed-mondays", lat: 40.36, lng: -74.95, openingHours: closedMondays }], {
      start: "firstStop",
      startAt: new Date("2026-06-02T11:00:00-04:00"),
    });
    expect(tuesday.stops[0]?.arrivalState).toBe("open");
  });

  it("passes through out of season, temporarily closed and unknown hours", () => {
    const plan = scheduleTrip(
      [
        texasStop("summer-only", 1, hours("America/Chicago", everyDay("10:00", "17:00"), { status: "seasonal", season: { from: "05-01", to: "09-30" } })),
        texasStop("renovating", 2, hours("America/Chicago", everyDay("10:00", "17:00"), { status: "temporarilyClosed" })),
        texasStop("no-hours", 3, null),
        texasStop("odd-zone", 4, hours("Mars/Olympus", everyDay("10:00", "17:00"))),
      ],
      { start: texasStart, startAt: new Date("2026-12-01T10:00:00-06:00") },
    );
    expect(plan.stops.map((s) => [s.arrivalState, s.closedOnArrival])).toEqual([
      ["outOfSeason", true],
      ["temporarilyClosed", true],
      ["unknown", false],
      ["unknown", false],
    ]);
  });
});

describe("findOpenOrder", () => {
  // Monday 1 June 2026, 9 am in Texas.
  const startAt = new Date("2026-06-01T09:00:00-05:00");
  const options = { start: texasStart, startAt, visitMinutes: 45 };

  it("returns a route that already works unchanged", () => {
    const stops = [texasStop("a", 1, hours("America/Chicago", everyDay("09:00", "17:00"))), texasStop("b", 2, null)];
    const plan = findOpenOrder(stops, options);
    expect(plan?.stops.map((s) => s.stop.slug)).toEqual(["a", "b"]);
    expect(plan).toEqual(scheduleTrip(stops, options));
  });

  it("reorders so a store that opens later is reached after it opens", () => {
    // "late" opens at 10; in the nearest-first order it is reached at 9:14.
    const late = texasStop("late", 1, hours("America/Chicago", everyDay("10:00", "17:00")));
    const early = texasStop("early", 2, hours("America/Chicago", everyDay("09:00", "17:00")));
    const anytime = texasStop("anytime", 4, hours("America/Chicago", everyDay("09:00", "17:00")));
    expect(scheduleTrip([late, early, anytime], options).stops[0]?.closedOnArrival).toBe(true);

    const plan = findOpenOrder([late, early, anytime], options);
    // Of the orders that work, early → late → anytime (9:27, 10:26, 11:52) is the shortest.
    expect(plan?.stops.map((s) => s.stop.slug)).toEqual(["early", "late", "anytime"]);
    expect(plan?.stops.map((s) => iso(s.arrival))).toEqual([
      "2026-06-01T14:27:00.000Z",
      "2026-06-01T15:26:00.000Z",
      "2026-06-01T16:52:00.000Z",
    ]);
    expect(plan?.allOpenOnArrival).toBe(true);
  });

  it("does not require stores without known hours or by appointment to be open", () => {
    const late = texasStop("late", 1, hours("America/Chicago", everyDay("10:00", "17:00")));
    const early = texasStop("early", 2, hours("America/Chicago", everyDay("09:00", "17:00")));
    const unknown = texasStop("unknown", 3, null);
    const appointment = texasStop("appointment", 4, hours("America/Chicago", {}, { status: "byAppointment" }));
    const plan = findOpenOrder([late, early, unknown, appointment], options);
    expect(plan?.stops.map((s) => s.stop.slug)).toEqual(["early", "late", "unknown", "appointment"]);
  });

  it("keeps the first stop first when the trip starts there", () => {
    const here = texasStop("here", 0, hours("America/Chicago", everyDay("09:00", "17:00")));
    const late = texasStop("late", 1, hours("America/Chicago", everyDay("10:30", "17:00")));
    const early = texasStop("early", 3, hours("America/Chicago", everyDay("09:00", "17:00")));
    const plan = findOpenOrder([here, late, early], { ...options, start: "firstStop" });
    expect(plan?.stops.map((s) => s.stop.slug)).toEqual(["here", "early", "late"]);
    expect(findOpenOrder([texasStop("shut", 0, hours("America/Chicago", {})), early], { ...options, start: "firstStop" })).toBeNull();
  });

  it("returns null when a store is closed all day", () => {
    const closedMondays = texasStop("closed-mondays", 1, hours("America/Chicago", { ...everyDay("09:00", "17:00"), monday: [] }));
    const open = texasStop("open", 2, hours("America/Chicago", everyDay("09:00", "17:00")));
    expect(findOpenOrder([closedMondays, open], options)).toBeNull();
  });

  it("returns null when the opening windows cannot all be met", () => {
    // Both are open only 9:00 to 9:20: whichever comes second is reached after 10.
    const a = texasStop("a", 1, hours("America/Chicago", everyDay("09:00", "09:20")));
    const b = texasStop("b", 2, hours("America/Chicago", everyDay("09:00", "09:20")));
    expect(scheduleTrip([a, b], options).stops.map((s) => s.arrivalState)).toEqual(["open", "closed"]);
    expect(findOpenOrder([a, b], options)).toBeNull();
    expect(findOpenOrder([b, a], options)).toBeNull();
  });

  it("returns null for a temporarily closed store whatever the order", () => {
    const renovating = texasStop("renovating", 1, hours("America/Chicago", everyDay("09:00", "17:00"), { status: "temporarilyClosed" }));
    expect(findOpenOrder([renovating, texasStop("b", 2, null)], options)).toBeNull();
  });

  it(`does not try orders of more than ${MAX_REORDERED_STOPS} stops`, () => {
    const late = texasStop("late", 1, hours("America/Chicago", everyDay("10:00", "17:00")));
    const others = Array.from({ length: MAX_REORDERED_STOPS }, (_, i) => texasStop(`s${i}`, 2 + i, null));
    expect(findOpenOrder([late, ...others], options)).toBeNull();
    // One fewer and it finds one.
    expect(findOpenOrder([late, ...others.slice(1)], options)?.allOpenOnArrival).toBe(true);
  });
});
