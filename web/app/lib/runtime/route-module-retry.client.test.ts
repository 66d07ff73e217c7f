import { describe, expect, it } from "vitest";
import { ROUTE_MODULE_EXPORTS, retryUrl, wrapRoute, wrapperSource } from "./route-module-retry.client";

describe("route module wrappers", () => {
  it("re-exports everything React Router reads from a route module", () => {
    const source = wrapperSource("http://x/assets/about-1.js");
    expect(source).toContain('await window.__antiquesLoadRoute("http://x/assets/about-1.js")');
    expect(source).toContain("export default m.default;");
    for (const name of ["ErrorBoundary", "meta", "links", "handle", "clientLoader", "shouldRevalidate"]) {
      expect(ROUTE_MODULE_EXPORTS).toContain(name);
      expect(source).toContain(`${name} = m.${name}`);
    }
  });

  it("points a route at its wrapper, made when first read, and keeps the real chunk preloadable, once", () => {
    const route = { id: "routes/about", module: "/assets/about-1.js", imports: ["/assets/chunk.js"] };
    let made = 0;
    const makeUrl = () => `blob:wrapper-${++made}`;
    wrapRoute(route, makeUrl);
    wrapRoute(route, makeUrl);
    expect(made).toBe(0);
    expect(route.module).toBe("blob:wrapper-1");
    expect(route.module).toBe("blob:wrapper-1");
    expect(route.imports).toEqual(["http://localhost/assets/about-1.js", "/assets/chunk.js"]);
    wrapRoute(route, makeUrl);
    expect(made).toBe(1);
    wrapRoute(undefined, makeUrl);
  });

  it("retries under a fresh URL", () => {
    expect(retryUrl("http://x/assets/about-1.js", 2)).toBe("http://x/assets/about-1.js?retry=2");
  });
});
