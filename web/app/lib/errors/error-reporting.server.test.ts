import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentError, USER_MESSAGES } from "../content/errors";
import {
  isReportableContentFailure,
  reportContentFailure,
  reportServerError,
  setServerErrorReporter,
} from "./error-reporting.server";

afterEach(() => setServerErrorReporter(undefined));

describe("server-side error reporting", () => {
  it("does nothing until a reporter is installed", () => {
    expect(() => reportServerError(new Error("x"))).not.toThrow();
  });

  it("passes errors and details to the installed reporter", () => {
    const reporter = vi.fn();
    setServerErrorReporter(reporter);
    const error = new Error("boom");
    reportServerError(error, { tags: { source: "web" } });
    expect(reporter).toHaveBeenCalledWith(error, { tags: { source: "web" } });
  });

  it("never throws when the reporter does", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    setServerErrorReporter(() => {
      throw new Error("reporter down");
    });
    expect(() => reportServerError(new Error("x"))).not.toThrow();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it.each([
    [500, "server", true],
    [503, "server", true],
    [0, "network", true],
    [0, "timeout", true],
    [200, "unknown", true],
    [404, "not_found", false],
    [401, "client", true],
    [403, "client", true],
    [400, "client", false],
    [422, "validation", false],
  ] as const)("a content failure %i %s is reportable: %s", (status, category, expected) => {
    expect(isReportableContentFailure(new ContentError(status, category, USER_MESSAGES.unknown))).toBe(expected);
  });

  it("reports content failures tagged with the category and status, and the request as extra", () => {
    const reporter = vi.fn();
    setServerErrorReporter(reporter);
    const error = new ContentError(502, "server", "Bad gateway");
    reportContentFailure(error, { method: "GET", path: "/api/hotspots?q=secret" });
    reportContentFailure(new ContentError(404, "not_found", "gone"), { method: "GET", path: "/api/stores/x" });
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith(error, {
      tags: { source: "content-service", category: "server", status: "502" },
      extra: { request: "GET /api/hotspots" },
    });
  });
});
