import { describe, expect, it } from "vitest";
import {
  AVERAGE_SPEED_KMH,
  ROAD_FACTOR,
  describeRoute,
  driveMinutes,
  nearestNeighbourOrder,
  orderRoute,
  pathKm,
  roadKm,
  routeLegs,
  twoOpt,
  type RouteStop,
} from "./route-order";

/** A stop `north` tenths of a degree north of 30°N on the -96.7 meridian (0.1° of latitude ≈ 11.1 km). */
const onLine = (slug: string, north: number): RouteStop => ({ slug, lat: 30 + north * 0.1, lng: -96.7 });

const slugs = (stops: readonly RouteStop[]) => stops.map((s) => s.slug);

/** Every order of a few items, to find the best route by brute force. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe("drive estimates", () => {
  it("documents its constants", () => {
    expect(ROAD_FACTOR).toBe(1.3);
    expect(AVERAGE_SPEED_KMH).toBe(65);
  });
  it("turns great-circle km into road km and whole minutes, rounded up", () => {
    expect(roadKm(100)).toBeCloseTo(130);
    // 50 km straight = 65 km by road = exactly one hour at 65 km/h; float noise must not add a minute.
    expect(driveMinutes(50)).toBe(60);
    expect(driveMinutes(50.01)).toBe(61);
    expect(driveMinutes(0)).toBe(0);
    expect(driveMinutes(0.001)).toBe(1);
  });
});

describe("route legs", () => {
  it("has one leg per stop from a start point, and none to the first stop when starting there", () => {
    const stops = [onLine("a", 1), onLine("b", 2)];
    const fromPoint = routeLegs({ lat: 30, lng: -96.7 }, stops);
    expect(fromPoint.map((l) => [l.from, l.to])).toEqual([
      [null, "a"],
      ["a", "b"],
    ]);
    expect(fromPoint[0]?.km).toBeCloseTo(11.12, 2);
    expect(fromPoint[0]?.roadKm).toBeCloseTo(11.12 * 1.3, 1);
    expect(fromPoint[0]?.minutes).toBe(14);
    expect(routeLegs("firstStop", stops).map((l) => [l.from, l.to])).toEqual([["a", "b"]]);
  });
  it("totals the legs", () => {
    const route = describeRoute({ lat: 30, lng: -96.7 }, [onLine("a", 1), onLine("b", 3)]);
    expect(route.totalKm).toBeCloseTo(33.36, 1);
    expect(route.totalRoadKm).toBeCloseTo(route.totalKm * ROAD_FACTOR);
    expect(route.totalMinutes).toBe(route.legs.reduce((sum, leg) => sum + leg.minutes, 0));
    expect(pathKm({ lat: 30, lng: -96.7 }, route.stops)).toBeCloseTo(route.totalKm);
  });
});

describe("orderRoute", () => {
  it("orders points on a line given shuffled", () => {
    const stops = [onLine("d", 4), onLine("b", 2), onLine("e", 5), onLine("a", 1), onLine("c", 3)];
    expect(slugs(orderRoute({ lat: 30, lng: -96.7 }, stops).stops)).toEqual(["a", "b", "c", "d", "e"]);
    // From the far end it drives the other way.
    expect(slugs(orderRoute({ lat: 30.6, lng: -96.7 }, stops).stops)).toEqual(["e", "d", "c", "b", "a"]);
  });

  it("keeps the first stop first when the trip starts there, and may end anywhere", () => {
    const stops = [onLine("b", 2), onLine("e", 5), onLine("a", 1.1), onLine("d", 4), onLine("c", 3)];
    expect(slugs(orderRoute("firstStop", stops).stops)).toEqual(["b", "a", "c", "d", "e"]);
  });

  it("fixes with 2-opt a square where nearest-neighbour goes the wrong way", () => {
    // Three corners of a square of side ≈ 11 km (the start sits at the fourth, a little west of it)
    // and one more store just beyond the north-west corner. Nearest-neighbour goes north first, takes
    // that store, then has to come back across; the best route goes east first and ends there.
    const lngStep = 0.1 / Math.cos((30 * Math.PI) / 180);
    const corner = (slug: string, east: number, north: number): RouteStop => ({
      slug,
      lat: 30 + north * 0.1,
      lng: -96.7 + east * lngStep,
    });
    const start = { lat: 30, lng: -96.7 - 0.05 * lngStep };
    const stops = [corner("ne", 1, 1), corner("se", 1, 0), corner("nw", 0, 1), corner("beyond-nw", -0.2, 1.1)];

    const greedy = nearestNeighbourOrder(start, stops);
    expect(slugs(greedy)).toEqual(["nw", "beyond-nw", "ne", "se"]);

    const route = orderRoute(start, stops);
    expect(slugs(route.stops)).toEqual(["se", "ne", "nw", "beyond-nw"]);
    const best = Math.min(...permutations(stops).map((order) => pathKm(start, order)));
    expect(route.totalKm).toBeCloseTo(best, 9);
    expect(route.totalKm).toBeLessThan(pathKm(start, greedy) - 1);
  });

  it("finds the brute-force best route of a scattered handful", () => {
    const start = { lat: 39.95, lng: -75.16 };
    const stops: RouteStop[] = [
      { slug: "lambertville", lat: 40.365, lng: -74.943 },
      { slug: "new-hope", lat: 40.364, lng: -74.951 },
      { slug: "adamstown", lat: 40.241, lng: -76.056 },
      { slug: "lancaster", lat: 40.038, lng: -76.306 },
      { slug: "kutztown", lat: 40.517, lng: -75.777 },
      { slug: "frenchtown", lat: 40.526, lng: -75.062 },
    ];
    const best = Math.min(...permutations(stops).map((order) => pathKm(start, order)));
    expect(orderRoute(start, stops).totalKm).toBeCloseTo(best, 6);
  });

  it("handles one stop and no stops", () => {
    const one = orderRoute({ lat: 30, lng: -96.7 }, [onLine("only", 1)]);
    expect(slugs(one.stops)).toEqual(["only"]);
    expect(one.legs).toHaveLength(1);

    const alone = orderRoute("firstStop", [onLine("only", 1)]);
    expect(alone.legs).toEqual([]);
    expect(alone.totalKm).toBe(0);
    expect(alone.totalMinutes).toBe(0);

    const none = orderRoute({ lat: 30, lng: -96.7 }, []);
    expect(none).toEqual({ stops: [], legs: [], totalKm: 0, totalRoadKm: 0, totalMinutes: 0 });
    expect(orderRoute("firstStop", []).stops).toEqual([]);
  });

  it("keeps stops that share coordinates, next to each other, with a zero leg between", () => {
    const stops = [onLine("far", 3), { ...onLine("mall", 1), slug: "mall-booth-a" }, onLine("mid", 2), { ...onLine("mall", 1), slug: "mall-booth-b" }];
    const route = orderRoute({ lat: 30, lng: -96.7 }, stops);
    expect(slugs(route.stops)).toEqual(["mall-booth-a", "mall-booth-b", "mid", "far"]);
    expect(route.legs[1]).toMatchObject({ from: "mall-booth-a", to: "mall-booth-b", km: 0, roadKm: 0, minutes: 0 });
  });

  it("does not change the input or lose stops", () => {
    const stops = [onLine("c", 3), onLine("a", 1), onLine("b", 2)];
    const copy = structuredClone(stops);
    const route = orderRoute({ lat: 30, lng: -96.7 }, stops);
    expect(stops).toEqual(copy);
    expect([...slugs(route.stops)].sort()).toEqual(["a", "b", "c"]);
    expect(route.stops[0]).toBe(stops[1]);
  });

  it("never makes nearest-neighbour's route longer", () => {
    const start = { lat: 35, lng: -90 };
    // A fixed pseudo-random scatter, so the test is the same on every run.
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const stops = Array.from({ length: 25 }, (_, i) => ({ slug: `s${i}`, lat: 35 + next(), lng: -90 + next() }));
    const greedy = nearestNeighbourOrder(start, stops);
    const improved = twoOpt(start, greedy);
    expect(pathKm(start, improved)).toBeLessThanOrEqual(pathKm(start, greedy) + 1e-9);
    expect(new Set(slugs(improved)).size).toBe(25);
  });
});
