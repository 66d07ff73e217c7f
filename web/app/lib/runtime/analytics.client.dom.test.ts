// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { currentTracker, loadAnalyticsScript } from "./analytics.client";

describe("analytics script loading", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    delete window.umami;
  });

  it("adds the script with the site id once, only when both are configured", () => {
    expect(loadAnalyticsScript({ analyticsScriptUrl: "https://a.example/script.js", analyticsSiteId: "" })).toBe(false);
    expect(loadAnalyticsScript({ analyticsScriptUrl: "", analyticsSiteId: "site-1" })).toBe(false);
    expect(document.querySelectorAll("script")).toHaveLength(0);

    const config = { analyticsScriptUrl: "https://a.example/script.js", analyticsSiteId: "site-1" };
    expect(loadAnalyticsScript(config)).toBe(true);
    expect(loadAnalyticsScript(config)).toBe(true);
    const scripts = document.querySelectorAll<HTMLScriptElement>("script[data-analytics]");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://a.example/script.js");
    expect(scripts[0]?.defer).toBe(true);
    expect(scripts[0]?.dataset.websiteId).toBe("site-1");
  });

  it("finds the tracker only when the script has defined window.umami.track", () => {
    expect(currentTracker()).toBeUndefined();
    (window as unknown as { umami: unknown }).umami = {};
    expect(currentTracker()).toBeUndefined();
    window.umami = { track: () => undefined };
    expect(currentTracker()).toBe(window.umami);
  });
});
