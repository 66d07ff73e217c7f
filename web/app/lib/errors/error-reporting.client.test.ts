import { describe, expect, it } from "vitest";
import { ERROR_REPORTING_LIMITS, errorReportingEnabled, initErrorReporting, reportError, sameOriginTargets } from "./error-reporting.client";

describe("error reporting", () => {
  it("propagates trace headers to same-origin URLs only", () => {
    const targets = sameOriginTargets("https://antiques.example");
    const matches = (url: string) => targets.some((target) => target.test(url));
    expect(matches("/resources/name-search?q=ab")).toBe(true);
    expect(matches("https://antiques.example/builds/latest.json")).toBe(true);
    expect(matches("https://antiques.example")).toBe(true);
    expect(matches("//evil.example/x")).toBe(false);
    expect(matches("https://antiques.example.evil.test/")).toBe(false);
    expect(matches("https://tile.openstreetmap.org/1/2/3.png")).toBe(false);
  });

  it("holds the error-reporting limits", () => {
    expect(ERROR_REPORTING_LIMITS).toMatchObject({
      maxBreadcrumbs: 100,
      stackFrames: 50,
      baggageCharacters: 8192,
      spansPerTransaction: 1000,
      idleSpanMs: 1000,
      pageIdleSpanMs: 1500,
      finalTimeoutMs: 30_000,
      childSpanTimeoutMs: 15_000,
      previousTraceLinkSeconds: 3600,
    });
  });

  it("stays off (and loads nothing) without a DSN", async () => {
    await expect(initErrorReporting("")).resolves.toBe(false);
    reportError(new Error("ignored"));
    expect(errorReportingEnabled()).toBe(false);
  });
});
