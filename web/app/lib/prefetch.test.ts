// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { PREFETCH, createPreloadTracker, isConstrainedConnection, shouldPrefetch } from "./prefetch";

describe("prefetch policy", () => {
  it.each([
    [0, undefined, true],
    [4, undefined, true],
    [5, undefined, false],
    [0, { saveData: true }, false],
    [0, { effectiveType: "2g" }, false],
    [0, { effectiveType: "slow-2g" }, false],
    [0, { effectiveType: "3g" }, true],
    [0, { effectiveType: "4g", saveData: false }, true],
    [9, { effectiveType: "4g" }, false],
  ] as const)("%i pending, connection %j → %s", (pending, connection, expected) => {
    expect(shouldPrefetch(pending, connection)).toBe(expected);
  });

  it("pauses above 4 pending preloads", () => {
    expect(PREFETCH.maxPendingPreloads).toBe(4);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});

describe("preload tracker", () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("counts preload links added after it started until they load, fail or go", async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/old.js">';
    const tracker = createPreloadTracker(document);
    let notified = 0;
    tracker.subscribe(() => notified++);
    expect(tracker.pending()).toBe(0);

    const links = ["prefetch", "modulepreload", "modulepreload", "stylesheet"].map((rel, i) => {
      const link = document.createElement("link");
      link.rel = rel;
      link.href = `/x${i}`;
      document.head.appendChild(link);
      return link;
    });
    await tick();
    expect(tracker.pending()).toBe(3); // the stylesheet is no preload
    links[0]?.dispatchEvent(new Event("load"));
    expect(tracker.pending()).toBe(2);
    links[1]?.dispatchEvent(new Event("error"));
    expect(tracker.pending()).toBe(1);
    links[2]?.remove();
    await tick();
    expect(tracker.pending()).toBe(0);
    expect(notified).toBeGreaterThanOrEqual(4);
    tracker.stop();
  });

  it("reports more than 4 pending so prefetch pauses", async () => {
    document.head.innerHTML = "";
    const tracker = createPreloadTracker(document);
    for (let i = 0; i < 5; i++) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = `/p${i}`;
      document.head.appendChild(link);
    }
    await tick();
    expect(tracker.pending()).toBe(5);
    expect(shouldPrefetch(tracker.pending(), undefined)).toBe(false);
    tracker.stop();
  });
});
