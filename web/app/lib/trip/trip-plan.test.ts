import { describe, expect, it } from "vitest";
import type { OpeningHours, TimeRange } from "../content/types";
import type { Weekday } from "../stores/opening-hours";
import { MAX_REORDERED_STOPS } from "./schedule";
import { isRouteOrder, moveSlug, moveSlugTo, planTrip, routeStartOf, startPoint, type TripStart, type TripStore } from "./trip-plan";

const closedWeek: Record<Weekday, TimeRange[]> = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

function hours(days: Partial<Record<Weekday, TimeRange[]>>, extra: Partial<OpeningHours> = {}): OpeningHours {
  return { timeZone: "America/Chicago", status: "regular", weekly: { ...closedWeek, ...days }, season: null, note: null, ...extra };
}

const sundays = (open: string, close: string) => hours({ sunday: [{ open, close }] });

/** A store `north` tenths of a degree north of 30°N near Round Top, TX (0.1° ≈ 14 minutes' drive). */
const store = (slug: string, north: number, openingHours: OpeningHours | null = sundays("09:00", "18:00")): TripStore => ({
  slug,
  name: `Store ${slug}`,
  city: "Round Top",
  state: "TX",
  address: null,
  lat: 30 + north * 0.1,
  lng: -96.7,
  openingHours,
});

const fromSouth: TripStart = { kind: "place", label: "Round Top, TX", lat: 30, lng: -96.7 };
// 2027-03-07 is a Sunday.
const sunday = { date: "2027-03-07", time: "10:00", visits: {}, keepOrder: false };
const slugs = (plan: ReturnType<typeof planTrip>) => plan.stops.map((stop) => stop.store.slug);

describe("the order of the stops", () => {
  it("is a route from the start, whatever the order of the address", () => {
    const plan = planTrip([store("far", 3), store("near", 1), store("mid", 2)], fromSouth, sunday);
    expect(slugs(plan)).toEqual(["near", "mid", "far"]);
    expect(plan.routeSlugs).toEqual(["near", "mid", "far"]);
    expect(isRouteOrder(plan)).toBe(true);
  });
  it("is the address's own when the visitor chose it", () => {
    const plan = planTrip([store("far", 3), store("near", 1), store("mid", 2)], fromSouth, { ...sunday, keepOrder: true });
    expect(slugs(plan)).toEqual(["far", "near", "mid"]);
    expect(plan.routeSlugs).toEqual(["near", "mid", "far"]);
    expect(isRouteOrder(plan)).toBe(false);
  });
  it("starts at the first stop listed without a start point", () => {
    const plan = planTrip([store("mid", 2), store("near", 1), store("far", 3)], { kind: "firstStop" }, sunday);
    expect(slugs(plan)[0]).toBe("mid");
    expect(plan.stops[0]?.driveMinutes).toBeNull();
  });
});

describe("times", () => {
  it("reads the start on the stores' clock and numbers the stops", () => {
    const plan = planTrip([store("a", 1), store("b", 2)], fromSouth, sunday);
    // 10:00 in Chicago in March (CST) is 16:00 UTC.
    expect(plan.startAt.toISOString()).toBe("2027-03-07T16:00:00.000Z");
    expect(plan.timeZone).toBe("America/Chicago");
    expect(plan.stops.map((stop) => stop.number)).toEqual([1, 2]);
    const first = plan.stops[0]!;
    expect(first.driveMinutes).toBeGreaterThan(10);
    expect(first.arrivalText).toBe(`10:${String(first.driveMinutes).padStart(2, "0")} AM`);
    expect(first.visitMinutes).toBe(45);
    expect(plan.endText).toBe(plan.stops[1]!.departureText);
  });
  it("gives each stop its own minutes", () => {
    const plan = planTrip([store("a", 1), store("b", 2)], fromSouth, { ...sunday, visits: { a: 120 } });
    expect(plan.stops.map((stop) => stop.visitMinutes)).toEqual([120, 45]);
    const [a, b] = plan.stops;
    expect(b!.arrival.getTime() - a!.departure.getTime()).toBe(b!.driveMinutes! * 60_000);
  });
  it("shows a store on another clock with its zone", () => {
    const eastern = { ...store("east", 1), openingHours: { ...sundays("09:00", "18:00"), timeZone: "America/New_York" } };
    const plan = planTrip([eastern, store("a", 2), store("b", 3)], fromSouth, sunday);
    const stop = plan.stops.find((s) => s.store.slug === "east")!;
    expect(stop.arrivalText).toMatch(/^11:\d\d AM EST$/);
    expect(plan.stops.find((s) => s.store.slug === "a")!.arrivalText).not.toMatch(/[A-Z]{3}$/);
  });
});

describe("closed stops", () => {
  it("flags nothing when every store is open", () => {
    const plan = planTrip([store("a", 1), store("b", 2)], fromSouth, sunday);
    expect(plan.closedCount).toBe(0);
    expect(plan.fix).toBeNull();
  });
  it("offers the order in which every store is open", () => {
    // The nearest store opens at noon: first on the route, it is closed at 10:14.
    const late = store("late", 1, sundays("12:00", "17:00"));
    const early = store("early", 2, sundays("10:00", "17:00"));
    const plan = planTrip([late, early], fromSouth, { ...sunday, visits: { early: 120 } });
    expect(slugs(plan)).toEqual(["late", "early"]);
    expect(plan.stops[0]).toMatchObject({ state: "closed", closedOnArrival: true });
    expect(plan.closedCount).toBe(1);
    expect(plan.fix).toEqual({ kind: "reorder", slugs: ["early", "late"] });

    const fixed = planTrip([early, late], fromSouth, { ...sunday, visits: { early: 120 }, keepOrder: true });
    expect(fixed.closedCount).toBe(0);
    expect(fixed.fix).toBeNull();
  });
  it("says when no order works", () => {
    const shut = store("shut", 1, hours({ monday: [{ open: "10:00", close: "17:00" }] }));
    const plan = planTrip([shut, store("b", 2)], fromSouth, sunday);
    expect(plan.stops.find((s) => s.store.slug === "shut")?.closedOnArrival).toBe(true);
    expect(plan.fix).toEqual({ kind: "none" });
  });
  it("does not try every order of a long trip", () => {
    const stops = Array.from({ length: MAX_REORDERED_STOPS + 1 }, (_, i) => store(`s${i}`, i + 1));
    stops[0] = store("s0", 1, sundays("15:00", "17:00"));
    const plan = planTrip(stops, fromSouth, sunday);
    expect(plan.closedCount).toBeGreaterThan(0);
    expect(plan.fix).toEqual({ kind: "tooManyStops" });
  });
  it("flags by appointment without counting it closed", () => {
    const call = store("call", 1, hours({}, { status: "byAppointment" }));
    const plan = planTrip([call], fromSouth, sunday);
    expect(plan.stops[0]?.state).toBe("byAppointment");
    expect(plan.closedCount).toBe(0);
  });
  it("says when a store closes during the visit", () => {
    const plan = planTrip([store("a", 1, sundays("09:00", "10:30"))], fromSouth, { ...sunday, visits: { a: 60 } });
    expect(plan.stops[0]?.state).toBe("open");
    expect(plan.stops[0]?.closesDuringVisit).toBe("10:30 AM");
  });
});

describe("helpers", () => {
  it("moves a slug one place, and not past either end", () => {
    expect(moveSlug(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveSlug(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveSlug(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveSlug(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
  it("moves a slug to another position", () => {
    expect(moveSlugTo(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveSlugTo(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveSlugTo(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
  it("reads the start as a point", () => {
    expect(routeStartOf({ kind: "firstStop" })).toBe("firstStop");
    expect(startPoint({ kind: "firstStop" })).toBeNull();
    expect(startPoint({ kind: "location", lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(routeStartOf(fromSouth)).toEqual({ lat: 30, lng: -96.7 });
  });
});
