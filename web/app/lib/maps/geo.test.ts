import { describe, expect, it } from "vitest";
import { distanceKm, localOffsetKm, niceLength, usOutlinePath, usPoint } from "./geo";

describe("geo", () => {
  it("measures distances", () => {
    // Round Top TX to Brenham TX is about 30 km.
    const d = distanceKm({ lat: 30.0652, lng: -96.6961 }, { lat: 30.1669, lng: -96.3977 });
    expect(d).toBeGreaterThan(28);
    expect(d).toBeLessThan(32);
    expect(distanceKm({ lat: 1, lng: 1 }, { lat: 1, lng: 1 })).toBe(0);
  });
  it("projects offsets east and north", () => {
    const o = localOffsetKm({ lat: 40, lng: -75 }, { lat: 40.1, lng: -74.9 });
    expect(o.x).toBeGreaterThan(8);
    expect(o.y).toBeGreaterThan(11);
  });
  it("picks nice scale lengths", () => {
    expect(niceLength(7)).toBe(5);
    expect(niceLength(23)).toBe(20);
    expect(niceLength(1.4)).toBe(1);
    expect(niceLength(0)).toBe(1);
  });
  it("places contiguous-US points in the thumbnail and leaves others out", () => {
    const p = usPoint(30.0652, -96.6961);
    expect(p && p.x > 0 && p.x < 460 && p.y > 0 && p.y < 250).toBe(true);
    expect(usPoint(61.2, -149.9)).toBeNull();
    expect(usOutlinePath()).toMatch(/^M[\d. ]+L.*Z$/);
  });
});
