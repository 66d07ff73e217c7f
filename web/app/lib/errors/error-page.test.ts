import { describe, expect, it } from "vitest";
import { publicConfig } from "../config/config.server";
import { errorPageContent, errorPageTitle, normalizeStatus, routeErrorMessage } from "./error-page";
import { ERROR_DESCRIPTIONS, ERROR_DESCRIPTION_FALLBACK, ERROR_TITLE_FALLBACK, SITE_TITLE } from "../messages";

describe("errorPageContent", () => {
  it.each([
    [400, "Bad Request"],
    [401, "Unauthorized Access"],
    [403, "Access Forbidden"],
    [404, "Page Not Found"],
    [500, "Server Error"],
    [502, "Bad Gateway"],
    [503, "Service Unavailable"],
  ])("gives status %i the title %s and its own description", (status, title) => {
    const content = errorPageContent(status);
    expect(content).toEqual({ status, title, description: ERROR_DESCRIPTIONS[status] });
    expect(content.description.length).toBeGreaterThan(30);
    expect(content.description).not.toBe(ERROR_DESCRIPTION_FALLBACK);
  });

  it("says a missing page vanished like a rare antique", () => {
    expect(errorPageContent(404).description).toMatch(/vanished like a rare antique/);
  });

  it("describes every listed status differently", () => {
    const texts = [400, 401, 403, 404, 405, 413, 415, 500, 502, 503].map((status) => errorPageContent(status).description);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each([402, 418, 429, 504, 599])("falls back to Something Went Wrong for %i", (status) => {
    expect(errorPageContent(status)).toEqual({
      status,
      title: ERROR_TITLE_FALLBACK,
      description: ERROR_DESCRIPTION_FALLBACK,
    });
    expect(ERROR_TITLE_FALLBACK).toBe("Something Went Wrong");
  });

  it.each([
    [405, "Method Not Allowed"],
    [413, "Form Too Large"],
    [415, "Unsupported Form"],
  ])("has a title for %i, which the web server answers itself", (status, title) => {
    expect(errorPageContent(status).title).toBe(title);
  });

  it.each([undefined, null, "404", 0, 99, 600, 404.5, Number.NaN])("treats %s as a 500", (status) => {
    expect(normalizeStatus(status)).toBe(500);
    expect(errorPageContent(status).title).toBe("Server Error");
  });
});

describe("errorPageTitle", () => {
  it("is '{status} {title} | {site name}'", () => {
    expect(errorPageTitle(404)).toBe("404 Page Not Found | Antique Store Directory");
    expect(errorPageTitle(503)).toBe("503 Service Unavailable | Antique Store Directory");
    expect(errorPageTitle(418, "Elsewhere")).toBe("418 Something Went Wrong | Elsewhere");
  });

  it("uses the same site name as the server configuration", () => {
    expect(publicConfig().siteName).toBe(SITE_TITLE);
  });
});

describe("routeErrorMessage", () => {
  it("reads the message of an error response payload", () => {
    expect(routeErrorMessage({ message: "Page Not Found: /stores/x", fatal: true })).toBe("Page Not Found: /stores/x");
    expect(routeErrorMessage("Page not found: /nope")).toBe("Page not found: /nope");
  });

  it("ignores payloads without a usable message", () => {
    expect(routeErrorMessage(undefined)).toBeUndefined();
    expect(routeErrorMessage(null)).toBeUndefined();
    expect(routeErrorMessage({ message: 42 })).toBeUndefined();
    expect(routeErrorMessage({ message: "   " })).toBeUndefined();
    expect(routeErrorMessage("")).toBeUndefined();
  });
});
