// Route chunks that fail to load during a client-side navigation go through our chunk retry.
//
// React Router loads a route's code with `import(manifest.routes[id].module)` when a navigation
// first needs it, and on failure it logs and reloads the *current* page, unguarded. To apply our
// chunk-retry rules instead (overlay, retry, outcome logging, a guarded reload of the *target* page), each
// not-yet-loaded route's `module` in the page's manifest (`window.__reactRouterManifest`, which React
// Router reads at load time) is pointed at a tiny wrapper module that asks `window.__antiquesLoadRoute`
// for the real one and re-exports what React Router reads from a route module. The real URL is
// added to the route's `imports`, so `<Link prefetch>` still preloads the real chunk. Routes the
// server discovers later (lazy route discovery adds them to `manifest.routes`) are wrapped as they
// arrive. Documents rendered by the server import route chunks directly and are not affected.

/** What React Router reads from a route module. */
export const ROUTE_MODULE_EXPORTS = [
  "ErrorBoundary",
  "HydrateFallback",
  "Layout",
  "clientAction",
  "clientLoader",
  "clientMiddleware",
  "handle",
  "links",
  "meta",
  "shouldRevalidate",
] as const;

import type { ManifestRoute } from "./router-globals";

export type RouteModuleLoader = (url: string) => Promise<unknown>;

/** The source of the wrapper module for a route chunk URL. */
export function wrapperSource(url: string): string {
  const names = ROUTE_MODULE_EXPORTS.map((name) => `${name} = m.${name}`).join(", ");
  return `const m = await window.__antiquesLoadRoute(${JSON.stringify(url)});\nexport default m.default;\nexport const ${names};\n`;
}

/** Routes pointed at a wrapper already. */
const wrapped = new WeakSet<object>();

/**
 * Points a manifest route at a wrapper module. `makeUrl` turns wrapper source into an importable
 * URL (a blob URL in the browser), made when React Router first reads the route's `module` (a
 * navigation to it): registering a blob URL is a synchronous call into the browser, and lazy route
 * discovery adds dozens of routes, most never visited, while the page has just hydrated.
 */
export function wrapRoute(route: ManifestRoute | undefined, makeUrl: (source: string) => string): void {
  if (!route || wrapped.has(route) || typeof route.module !== "string" || /^(blob|data):/.test(route.module)) return;
  const real = new URL(route.module, typeof location === "undefined" ? "http://localhost/" : location.href).href;
  route.imports = [real, ...(route.imports ?? [])];
  let wrapper: string | undefined;
  Object.defineProperty(route, "module", {
    configurable: true,
    enumerable: true,
    get: () => (wrapper ??= makeUrl(wrapperSource(real))),
    set: (value: string) => Object.defineProperty(route, "module", { value, writable: true, configurable: true, enumerable: true }),
  });
  wrapped.add(route);
}

/**
 * Installs the wrappers on the page's route manifest; `load` imports a real route chunk (with the
 * retry policy). Routes already loaded are left alone. Does nothing without a manifest.
 */
export function installRouteModuleRetry(load: RouteModuleLoader): boolean {
  const manifest = window.__reactRouterManifest;
  if (!manifest?.routes || typeof Blob === "undefined" || typeof URL.createObjectURL !== "function") return false;
  if (window.__antiquesLoadRoute) return true;
  window.__antiquesLoadRoute = load;
  const makeUrl = (source: string) => URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const loaded = window.__reactRouterRouteModules ?? {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!(id in loaded)) wrapRoute(route, makeUrl);
  }
  manifest.routes = new Proxy(manifest.routes, {
    set(target, key, value: ManifestRoute | undefined) {
      if (typeof key === "string" && !(key in loaded)) wrapRoute(value, makeUrl);
      target[key as string] = value;
      return true;
    },
  });
  return true;
}

/** The URL of a retry attempt: the same chunk, as a fresh request the browser has not failed yet. */
export function retryUrl(url: string, attempt: number): string {
  const parsed = new URL(url, typeof location === "undefined" ? "http://localhost/" : location.href);
  parsed.searchParams.set("retry", String(attempt));
  return parsed.href;
}
