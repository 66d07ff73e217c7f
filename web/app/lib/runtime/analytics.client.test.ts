import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_LIMITS,
  analyticsScript,
  createErrorLogger,
  dedupKey,
  describeError,
  flattenPayload,
  roundNumber,
  truncateText,
  type FlatPayload,
  type Tracker,
} from "./analytics.client";

function fakeTracker() {
  const calls: Array<[string, FlatPayload]> = [];
  const tracker: Tracker = { track: (name, payload) => calls.push([name, payload]) };
  return { tracker, calls };
}

describe("payload flattening", () => {
  it("keeps short strings, cuts long ones to 500 characters ending in ...", () => {
    expect(truncateText("short")).toBe("short");
    const exact = "x".repeat(500);
    expect(truncateText(exact)).toBe(exact);
    const cut = truncateText("y".repeat(501));
    expect(cut).toHaveLength(ANALYTICS_LIMITS.maxTextLength);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut.slice(0, 497)).toBe("y".repeat(497));
  });

  it("rounds numbers to 4 decimals", () => {
    expect(roundNumber(1.23456789)).toBe(1.2346);
    expect(roundNumber(2)).toBe(2);
    expect(roundNumber(-0.00001)).toBe(0);
    expect(flattenPayload({ durationMs: 100.123456, attemptCount: 1 })).toEqual({ durationMs: 100.1235, attemptCount: 1 });
  });

  it("keeps the payload flat: other values become JSON text, empty values are dropped", () => {
    expect(
      flattenPayload({ message: "m", extra: { a: 1 }, none: undefined, nil: null, ok: true, list: [1, "a"] }),
    ).toEqual({ message: "m", extra: '{"a":1}', ok: true, list: '[1,"a"]' });
  });

  it("keeps at most 50 fields, the first ones", () => {
    const input = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, i]));
    const flat = flattenPayload(input);
    expect(Object.keys(flat)).toHaveLength(ANALYTICS_LIMITS.maxFields);
    expect(flat.f0).toBe(0);
    expect(flat.f49).toBe(49);
    expect(flat.f50).toBeUndefined();
  });

  it("cuts every string field, including a long stack", () => {
    const flat = flattenPayload({ message: "boom", stack: "at x\n".repeat(300), type: "javascript-error" });
    expect((flat.stack as string).length).toBe(500);
    expect(flat.message).toBe("boom");
  });

  it("turns non-finite numbers and errors into text", () => {
    expect(flattenPayload({ a: Number.NaN, b: new TypeError("bad") })).toEqual({ a: "NaN", b: "bad" });
  });
});

describe("error logger", () => {
  afterEach(() => vi.useRealTimers());

  it("calls track('frontend-error', payload) with the error log payload fields", () => {
    const { tracker, calls } = fakeTracker();
    const logger = createErrorLogger({ tracker: () => tracker, now: () => Date.parse("2026-01-02T03:04:05Z") });
    expect(logger.log({ message: "boom", type: "javascript-error", stack: "s", url: "http://x/", userAgent: "ua", pageType: "homepage" })).toBe(true);
    expect(calls).toEqual([
      [
        "frontend-error",
        {
          message: "boom",
          type: "javascript-error",
          stack: "s",
          url: "http://x/",
          userAgent: "ua",
          pageType: "homepage",
          timestamp: "2026-01-02T03:04:05.000Z",
        },
      ],
    ]);
  });

  it("does nothing when the tracker does not exist", () => {
    const logger = createErrorLogger({ tracker: () => undefined });
    expect(logger.log({ message: "boom", type: "javascript-error" })).toBe(false);
  });

  it("logs chunk retry outcomes with their fields", () => {
    const { tracker, calls } = fakeTracker();
    const logger = createErrorLogger({ tracker: () => tracker });
    logger.log({
      message: "Chunk about-x loaded on retry",
      type: "chunk-retry-success",
      chunkName: "about-x",
      success: true,
      attemptCount: 1,
      durationMs: 104.56789,
      errorMessage: "Failed to fetch dynamically imported module",
    });
    expect(calls[0]?.[1]).toMatchObject({ chunkName: "about-x", success: true, attemptCount: 1, durationMs: 104.5679 });
  });

  it("de-duplicates by the first 100 characters of the message within 60 s", () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const { tracker, calls } = fakeTracker();
    const logger = createErrorLogger({ tracker: () => tracker });
    const base = "e".repeat(100);
    expect(logger.log({ message: `${base} first`, type: "javascript-error" })).toBe(true);
    // Same first 100 characters: a duplicate, whatever follows.
    expect(logger.log({ message: `${base} second`, type: "promise-rejection" })).toBe(false);
    // A different message is logged.
    expect(logger.log({ message: "other", type: "javascript-error" })).toBe(true);
    vi.setSystemTime(ANALYTICS_LIMITS.dedupWindowMs - 1);
    expect(logger.log({ message: `${base} third`, type: "javascript-error" })).toBe(false);
    vi.setSystemTime(ANALYTICS_LIMITS.dedupWindowMs);
    expect(logger.log({ message: `${base} fourth`, type: "javascript-error" })).toBe(true);
    expect(calls.map(([, payload]) => payload.message)).toEqual([`${base} first`, "other", `${base} fourth`]);
    expect(dedupKey(`${base} x`)).toBe(base);
  });

  it("survives a tracker that throws", () => {
    const logger = createErrorLogger({
      tracker: () => ({
        track() {
          throw new Error("tracker down");
        },
      }),
    });
    expect(logger.log({ message: "boom", type: "javascript-error" })).toBe(true);
  });
});

describe("analytics script", () => {
  it("loads only when both the URL and the site id are configured", () => {
    expect(analyticsScript({ analyticsScriptUrl: "", analyticsSiteId: "" })).toBeNull();
    expect(analyticsScript({ analyticsScriptUrl: "https://a.test/script.js", analyticsSiteId: "" })).toBeNull();
    expect(analyticsScript({ analyticsScriptUrl: "", analyticsSiteId: "site" })).toBeNull();
    expect(analyticsScript({ analyticsScriptUrl: "https://a.test/script.js", analyticsSiteId: "site" })).toEqual({
      src: "https://a.test/script.js",
      siteId: "site",
    });
  });
});

describe("describeError", () => {
  it("reads errors, strings and other values", () => {
    const error = new RangeError("out");
    expect(describeError(error)).toMatchObject({ message: "out", errorType: "RangeError", stack: error.stack });
    expect(describeError("text")).toEqual({ message: "text", errorType: "string" });
    expect(describeError({ code: 1 })).toEqual({ message: '{"code":1}', errorType: "object" });
    expect(describeError(null)).toEqual({ message: "null", errorType: "null" });
  });
});
