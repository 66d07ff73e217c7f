// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  PREFETCH,
  installIntentPrefetch,
  pendingPreloads,
  prefetchAllowedNow,
  watchPreloads,
  isConstrainedConnection,
  routeChunkUrls,
  shouldPrefetch,
} from "./prefetch.client";

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

describe("pending preloads", () => {
  function addLink(rel: string, href: string) {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    document.head.appendChild(link);
    return link;
  }

  it("counts preload links added later until they load, fail or go", () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/old.js">';
    watchPreloads(document);
    expect(pendingPreloads(document)).toBe(0); // what the page came with is done

    const links = ["prefetch", "modulepreload", "modulepreload", "stylesheet"].map((rel, i) => addLink(rel, `/x${i}`));
    expect(pendingPreloads(document)).toBe(3); // a stylesheet is no preload
    links[0]?.dispatchEvent(new Event("load"));
    expect(pendingPreloads(document)).toBe(2);
    links[1]?.dispatchEvent(new Event("error"));
    expect(pendingPreloads(document)).toBe(1);
    links[2]?.remove();
    expect(pendingPreloads(document)).toBe(0);
  });

  it("more than 4 pending pauses prefetch", () => {
    document.head.innerHTML = "";
    for (let i = 0; i < 4; i++) addLink("prefetch", `/p${i}`);
    expect(prefetchAllowedNow()).toBe(true);
    addLink("prefetch", "/p4");
    expect(pendingPreloads(document)).toBe(5);
    expect(prefetchAllowedNow()).toBe(false);
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
