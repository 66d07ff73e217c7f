import { describe, expect, it } from "vitest";
import {
  APPLE_MAPS_MAX_STOPS,
  GOOGLE_MAPS_MAX_WAYPOINTS,
  MAX_POINTS_PER_LINK,
  appleMapsUrl,
  coordinatePair,
  directionsLinks,
  formatDegrees,
  googleMapsUrl,
  splitPoints,
} from "./directions-links";

/** Stop i at (30.0i, -96.0i), counting from 1: easy to recognise in a URL. */
const stop = (i: number) => ({ lat: 30 + (i + 1) / 100, lng: -96 - (i + 1) / 100 });
const stops = (n: number) => Array.from({ length: n }, (_, i) => stop(i));
const start = { lat: 29.5, lng: -95.5 };

/** The decoded query parameters of a URL. */
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** Apple's daddr stops: "+" decodes to a space, so "+to:" reads " to:" once decoded. */
const appleStops = (url: string) => (query(url).daddr ?? "").split(" to:");

describe("coordinates", () => {
  it("formats degrees as short decimals", () => {
    expect(formatDegrees(40.7128)).toBe("40.7128");
    expect(formatDegrees(-74.006)).toBe("-74.006");
    expect(formatDegrees(30)).toBe("30");
    expect(formatDegrees(10)).toBe("10");
    expect(formatDegrees(30.12345678)).toBe("30.123457");
    expect(formatDegrees(1e-7)).toBe("0");
    expect(formatDegrees(-1e-7)).toBe("0");
    expect(formatDegrees(-0.000001)).toBe("-0.000001");
    expect(coordinatePair({ lat: 40.7128, lng: -74.006 })).toBe("40.7128,-74.006");
  });
});

describe("googleMapsUrl", () => {
  it("encodes origin, destination and waypoints", () => {
    const url = googleMapsUrl([{ lat: 40.7128, lng: -74.006 }, { lat: 40.36, lng: -74.95 }, { lat: 40.38, lng: -75.2 }]);
    expect(url).toBe(
      "https://www.google.com/maps/dir/?api=1&origin=40.7128%2C-74.006&destination=40.38%2C-75.2&waypoints=40.36%2C-74.95&travelmode=driving",
    );
    expect(query(url)).toEqual({
      api: "1",
      origin: "40.7128,-74.006",
      destination: "40.38,-75.2",
      waypoints: "40.36,-74.95",
      travelmode: "driving",
    });
  });
  it("separates waypoints with an encoded pipe", () => {
    const url = googleMapsUrl(stops(4));
    expect(url).toContain("&waypoints=30.02%2C-96.02%7C30.03%2C-96.03&");
    expect(query(url).waypoints).toBe("30.02,-96.02|30.03,-96.03");
  });
  it("leaves the origin to the visitor's location for a single point", () => {
    expect(googleMapsUrl([stop(0)])).toBe("https://www.google.com/maps/dir/?api=1&destination=30.01%2C-96.01&travelmode=driving");
  });
});

describe("appleMapsUrl", () => {
  it("puts the start in saddr and the stops in daddr joined by +to:", () => {
    const url = appleMapsUrl([start, stop(0), stop(1)]);
    expect(url).toBe("https://maps.apple.com/?saddr=29.5%2C-95.5&daddr=30.01%2C-96.01+to:30.02%2C-96.02&dirflg=d");
    expect(appleStops(url)).toEqual(["30.01,-96.01", "30.02,-96.02"]);
  });
  it("goes from the visitor's location to a single point", () => {
    expect(appleMapsUrl([stop(0)])).toBe("https://maps.apple.com/?daddr=30.01%2C-96.01&dirflg=d");
  });
});

describe("splitPoints", () => {
  it("shares the point where one run ends and the next starts", () => {
    expect(splitPoints(0, 11)).toEqual([]);
    expect(splitPoints(1, 11)).toEqual([{ from: 0, to: 0 }]);
    expect(splitPoints(2, 11)).toEqual([{ from: 0, to: 1 }]);
    expect(splitPoints(11, 11)).toEqual([{ from: 0, to: 10 }]);
    expect(splitPoints(12, 11)).toEqual([
      { from: 0, to: 10 },
      { from: 10, to: 11 },
    ]);
    expect(splitPoints(21, 11)).toEqual([
      { from: 0, to: 10 },
      { from: 10, to: 20 },
    ]);
    expect(splitPoints(22, 11)).toHaveLength(3);
  });
});

describe("directionsLinks", () => {
  it("documents the limits", () => {
    expect(GOOGLE_MAPS_MAX_WAYPOINTS).toBe(9);
    expect(APPLE_MAPS_MAX_STOPS).toBe(14);
    expect(MAX_POINTS_PER_LINK).toEqual({ google: 11, apple: 15 });
  });

  it("gives no link without stops", () => {
    expect(directionsLinks("google", start, [])).toEqual([]);
    expect(directionsLinks("apple", null, [])).toEqual([]);
  });

  it("fits exactly the limit in one Google link: origin, 9 waypoints, destination", () => {
    const links = directionsLinks("google", start, stops(10));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ provider: "google", fromStop: null, toStop: 9 });
    const q = query(links[0]!.url);
    expect(q.origin).toBe("29.5,-95.5");
    expect(q.destination).toBe(coordinatePair(stop(9)));
    expect(q.waypoints?.split("|")).toHaveLength(GOOGLE_MAPS_MAX_WAYPOINTS);
  });

  it("splits one past the Google limit into two links sharing a stop", () => {
    const links = directionsLinks("google", start, stops(11));
    expect(links.map((l) => [l.fromStop, l.toStop])).toEqual([
      [null, 9],
      [9, 10],
    ]);
    const [first, second] = links.map((l) => query(l.url));
    expect(first?.waypoints?.split("|")).toHaveLength(9);
    expect(second?.origin).toBe(first?.destination);
    expect(second?.destination).toBe(coordinatePair(stop(10)));
    expect(second?.waypoints).toBeUndefined();
  });

  it("counts the first stop as the origin when there is no start point", () => {
    const exact = directionsLinks("google", null, stops(11));
    expect(exact.map((l) => [l.fromStop, l.toStop])).toEqual([[0, 10]]);
    expect(query(exact[0]!.url).origin).toBe(coordinatePair(stop(0)));
    const over = directionsLinks("google", null, stops(12));
    expect(over.map((l) => [l.fromStop, l.toStop])).toEqual([
      [0, 10],
      [10, 11],
    ]);
  });

  it("fits 14 stops after the start in one Apple link and splits at 15", () => {
    const exact = directionsLinks("apple", start, stops(APPLE_MAPS_MAX_STOPS));
    expect(exact).toHaveLength(1);
    expect(appleStops(exact[0]!.url)).toHaveLength(14);

    const over = directionsLinks("apple", start, stops(APPLE_MAPS_MAX_STOPS + 1));
    expect(over.map((l) => [l.fromStop, l.toStop])).toEqual([
      [null, 13],
      [13, 14],
    ]);
    const second = query(over[1]!.url);
    expect(second.saddr).toBe(coordinatePair(stop(13)));
    expect(appleStops(over[1]!.url)).toEqual([coordinatePair(stop(14))]);
  });

  it("covers every stop of a long trip, in order, once per link boundary", () => {
    const trip = stops(30);
    for (const provider of ["google", "apple"] as const) {
      const links = directionsLinks(provider, start, trip);
      const covered = links.flatMap((l, i) => {
        const q = query(l.url);
        const points =
          provider === "google"
            ? [q.origin, ...(q.waypoints ? q.waypoints.split("|") : []), q.destination]
            : [q.saddr, ...appleStops(l.url)];
        // Drop the shared point at the start of every link after the first.
        return i === 0 ? points : points.slice(1);
      });
      expect(covered).toEqual([coordinatePair(start), ...trip.map(coordinatePair)]);
      for (const link of links) expect(link.url.startsWith("https://")).toBe(true);
    }
  });

  it("links a single stop from the visitor's location", () => {
    expect(directionsLinks("google", null, [stop(0)])).toEqual([
      { provider: "google", url: googleMapsUrl([stop(0)]), fromStop: null, toStop: 0 },
    ]);
    expect(directionsLinks("apple", start, [stop(0)])).toEqual([
      { provider: "apple", url: appleMapsUrl([start, stop(0)]), fromStop: null, toStop: 0 },
    ]);
  });
});
