import { describe, expect, it } from "vitest";
import { MAX_SAVED_STORES } from "./saved-stores";
import {
  MAX_FROM_LENGTH,
  MAX_VISIT_MINUTES,
  cleanFrom,
  needsServer,
  parseNear,
  parseTripQuery,
  parseVisitMinutes,
  tripSearch,
  type TripQuery,
} from "./trip-query";

const plain: TripQuery = { slugs: [], from: "", near: null, date: null, time: null, visits: {}, keepOrder: false };

describe("reading a trip's address", () => {
  it("reads every part", () => {
    const query = parseTripQuery("?stores=a,b,c&from=Hudson%2C+NY&date=2027-03-07&time=10:30&visit=30,,90&order=kept");
    expect(query).toEqual({
      slugs: ["a", "b", "c"],
      from: "Hudson, NY",
      near: null,
      date: "2027-03-07",
      time: "10:30",
      visits: { a: 30, c: 90 },
      keepOrder: true,
    });
  });
  it("leaves what is malformed at its default", () => {
    const query = parseTripQuery("stores=a,Bad!,b&date=2027-02-30&time=25:00&visit=x,-5&order=shuffled&near=200,10");
    expect(query).toEqual({ ...plain, slugs: ["a", "b"] });
  });
  it("pairs minutes with the stores as listed, even past a slug it drops", () => {
    expect(parseTripQuery("stores=a,Bad!,b,a&visit=10,20,30,40").visits).toEqual({ a: 10, b: 30 });
    expect(parseTripQuery("stores=a&stores=b&visit=10&visit=20").visits).toEqual({ a: 10, b: 20 });
  });
  it("keeps an order only for more than one stop", () => {
    expect(parseTripQuery("stores=a&order=kept").keepOrder).toBe(false);
  });
  it("prefers a typed place to a shared position", () => {
    expect(parseTripQuery("stores=a&near=42.25,-73.79").near).toEqual({ lat: 42.25, lng: -73.79 });
    expect(parseTripQuery("stores=a&near=42.25,-73.79&from=12534").near).toBeNull();
  });
  it("keeps at most the saved list's length of stores", () => {
    const many = Array.from({ length: MAX_SAVED_STORES + 5 }, (_, i) => `s${i}`).join(",");
    expect(parseTripQuery(`stores=${many}`).slugs).toHaveLength(MAX_SAVED_STORES);
  });
});

describe("parts of the address", () => {
  it("rounds a shared position to about a kilometre", () => {
    expect(parseNear("42.252873,-73.790961")).toEqual({ lat: 42.25, lng: -73.79 });
    expect(parseNear(" 42.2 , -73.8 ")).toEqual({ lat: 42.2, lng: -73.8 });
    expect(parseNear("-0.001,0.001")).toEqual({ lat: 0, lng: 0 });
    expect(parseNear("91,0")).toBeNull();
    expect(parseNear("0,181")).toBeNull();
    expect(parseNear("Hudson")).toBeNull();
    expect(parseNear(null)).toBeNull();
  });
  it("reads minutes from 0 to the maximum", () => {
    expect(parseVisitMinutes("0")).toBe(0);
    expect(parseVisitMinutes(" 45 ")).toBe(45);
    expect(parseVisitMinutes(String(MAX_VISIT_MINUTES))).toBe(MAX_VISIT_MINUTES);
    expect(parseVisitMinutes(String(MAX_VISIT_MINUTES + 1))).toBeNull();
    expect(parseVisitMinutes("4.5")).toBeNull();
    expect(parseVisitMinutes("")).toBeNull();
    expect(parseVisitMinutes(undefined)).toBeNull();
  });
  it("tidies a typed place", () => {
    expect(cleanFrom("  Hudson,\n  NY ")).toBe("Hudson, NY");
    expect(cleanFrom("x".repeat(MAX_FROM_LENGTH + 10))).toHaveLength(MAX_FROM_LENGTH);
    expect(cleanFrom(null)).toBe("");
  });
});

describe("writing a trip's address", () => {
  it("writes nothing without stores", () => {
    expect(tripSearch(plain)).toBe("");
  });
  it("leaves defaults out", () => {
    expect(tripSearch({ ...plain, slugs: ["a", "b"] })).toBe("?stores=a,b");
  });
  it("writes every part it has, minutes for every stop once one has its own", () => {
    const query: TripQuery = {
      slugs: ["a", "b", "c"],
      from: "Hudson, NY",
      near: { lat: 1, lng: 2 },
      date: "2027-03-07",
      time: "10:30",
      visits: { c: 90, a: 30 },
      keepOrder: true,
    };
    expect(tripSearch(query)).toBe("?stores=a,b,c&from=Hudson%2C%20NY&date=2027-03-07&time=10:30&visit=30,,90&order=kept");
  });
  it("writes a shared position when no place is typed", () => {
    expect(tripSearch({ ...plain, slugs: ["a"], near: { lat: 42.2529, lng: -73.791 } })).toBe("?stores=a&near=42.25,-73.79");
  });
  it("reads back what it writes", () => {
    const query: TripQuery = {
      slugs: ["b", "a"],
      from: "Round Top, TX",
      near: null,
      date: "2027-10-02",
      time: "09:00",
      visits: { a: 120 },
      keepOrder: true,
    };
    expect(parseTripQuery(tripSearch(query))).toEqual(query);
  });
});

describe("when the server is needed", () => {
  const current = parseTripQuery("stores=a,b&from=Hudson");
  it("is for another start place or a store it has not sent", () => {
    expect(needsServer(current, parseTripQuery("stores=a,b&from=12534"))).toBe(true);
    expect(needsServer(current, parseTripQuery("stores=a,b,c&from=Hudson"))).toBe(true);
  });
  it("is not for a new order, day, time, minutes, a removed stop or a shared position", () => {
    expect(needsServer(current, parseTripQuery("stores=b,a&from=Hudson&order=kept&date=2027-01-02&time=09:00&visit=5,6"))).toBe(false);
    expect(needsServer(current, parseTripQuery("stores=a&from=Hudson"))).toBe(false);
    expect(needsServer(parseTripQuery("stores=a,b"), parseTripQuery("stores=a,b&near=1,2"))).toBe(false);
  });
});
