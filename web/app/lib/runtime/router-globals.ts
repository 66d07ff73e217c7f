// What React Router puts on `window` in a server-rendered page, as far as our browser runtime reads
// it (react-router/dist: `window.__reactRouterManifest`, `__reactRouterRouteModules`,
// `__reactRouterDataRouter`). Not public API: kept in this one place.
import type { RouteObject } from "react-router";

/** A route of the page's manifest: the URL of its code chunk and the chunks it imports. */
export interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface RouteManifest {
  /** The build's manifest version: our build id. */
  version?: string;
  routes: Record<string, ManifestRoute | undefined>;
}

export interface DataRouterGlobal {
  routes: RouteObject[];
  navigate(to: string): Promise<void>;
  state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
}

declare global {
  interface Window {
    __reactRouterManifest?: RouteManifest;
    __reactRouterRouteModules?: Record<string, unknown>;
    __reactRouterDataRouter?: DataRouterGlobal;
    /** Loads a real route chunk with the retry policy (./route-module-retry.client.ts). */
    __antiquesLoadRoute?: (url: string) => Promise<unknown>;
    /** How much of the client runtime is installed: "core" at hydration, "full" once idle (./core.client.ts). */
    __antiquesRuntime?: "core" | "full";
    /** Set once React has hydrated the document (the root layout's effect). */
    __antiquesHydrated?: true;
  }
}

export {};
