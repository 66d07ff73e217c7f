// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  PREFETCH,
  createPreloadTracker,
  installIntentPrefetch,
  isConstrainedConnection,
  routeChunkUrls,
  shouldPrefetch,
} from "./prefetch";

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

describe("intent prefetch", () => {
  const routes = {
    root: { module: "/assets/root-1.js" },
    "routes/about": { module: "/assets/about-1.js", imports: ["/assets/shared-1.js"] },
    "routes/home": { module: "/assets/home-1.js" },
    "routes/wrapped": { module: "blob:x", imports: ["http://localhost:3000/assets/wrapped-1.js"] },
  };
  const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

  function setUp(allowed: boolean) {
    document.head.innerHTML = "";
    document.body.innerHTML =
      '<a id="about" href="/about"><span id="inner">About</span></a><a id="home" href="/">Home</a>' +
      '<a id="away" href="https://elsewhere.example/about">Away</a><a id="wrapped" href="/wrapped">W</a>';
    const match = (pathname: string) =>
      ({ "/about": ["root", "routes/about"], "/": ["root", "routes/home"], "/wrapped": ["root", "routes/wrapped"] })[pathname];
    return installIntentPrefetch(document, {
      match,
      routes: () => routes,
      loaded: (id) => id === "root" || id === "routes/home",
      allowed: () => allowed,
    });
  }
  const hover = (id: string) =>
    document.getElementById(id)?.dispatchEvent(new Event("pointerover", { bubbles: true }));

  it("preloads the code of the route a link leads to, once, and not for loaded routes or other sites", () => {
    const stop = setUp(true);
    hover("inner");
    hover("about");
    hover("home");
    hover("away");
    expect(preloads()).toEqual(["/assets/about-1.js", "/assets/shared-1.js"]);
    hover("wrapped");
    expect(preloads()).toContain("http://localhost:3000/assets/wrapped-1.js");
    expect(preloads()).not.toContain("blob:x");
    stop();
  });

  it("does nothing when the policy says no (save-data, 2g, too many pending)", () => {
    const stop = setUp(false);
    hover("about");
    expect(preloads()).toEqual([]);
    stop();
  });

  it("tries again later for a route not discovered yet", () => {
    const stop = setUp(true);
    document.body.insertAdjacentHTML("beforeend", '<a id="later" href="/later">Later</a>');
    hover("later");
    expect(preloads()).toEqual([]);
    stop();
  });

  it("skips our wrapper URLs", () => {
    expect(routeChunkUrls({ module: "blob:abc", imports: ["/a.js"] })).toEqual(["/a.js"]);
  });
});
