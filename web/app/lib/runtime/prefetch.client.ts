// Route prefetch policy: prefetch links in view or on intent, but pause while more
// than 4 preloads are pending and skip entirely on save-data or 2g / slow-2g connections.
//
// The intent prefetch below (installed by the deferred runtime) asks this policy before it adds
// `<link rel="prefetch">` / `<link rel="modulepreload">` elements for a route. Pending preloads are
// the preload links added to the document that have not loaded or failed yet.

export const PREFETCH = {
  /** Prefetch pauses while more than this many preloads are pending. */
  maxPendingPreloads: 4,
  slowConnections: ["slow-2g", "2g"],
} as const;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

declare global {
  interface Navigator {
    connection?: ConnectionInfo;
  }
}

/** Whether the connection asks us not to prefetch at all. */
export function isConstrainedConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return (PREFETCH.slowConnections as readonly string[]).includes(connection.effectiveType ?? "");
}

/** The policy: prefetch unless the connection is constrained or too many preloads are pending. */
export function shouldPrefetch(pendingPreloads: number, connection: ConnectionInfo | undefined): boolean {
  return !isConstrainedConnection(connection) && pendingPreloads <= PREFETCH.maxPendingPreloads;
}

const PRELOAD_SELECTOR = 'link[rel="prefetch"], link[rel="modulepreload"], link[rel="preload"]';
const settled = new WeakSet<Element>();
let watching: Document | undefined;

/**
 * Starts watching preload links of a document: every one there now counts as done, later ones are
 * pending until they load or fail (the capture-phase load/error events of link elements).
 */
export function watchPreloads(doc: Document): void {
  if (watching === doc) return;
  watching = doc;
  doc.querySelectorAll(PRELOAD_SELECTOR).forEach((link) => settled.add(link));
  const settle = (event: Event) => {
    if (event.target instanceof Element && event.target.matches(PRELOAD_SELECTOR)) {
      settled.add(event.target);
    }
  };
  doc.addEventListener("load", settle, true);
  doc.addEventListener("error", settle, true);
}

/** Preload links in the document that have neither loaded nor failed yet. */
export function pendingPreloads(doc: Document): number {
  watchPreloads(doc);
  let pending = 0;
  doc.querySelectorAll(PRELOAD_SELECTOR).forEach((link) => {
    if (!settled.has(link)) pending += 1;
  });
  return pending;
}

/** Whether prefetching is allowed right now in this browser. */
export function prefetchAllowedNow(): boolean {
  if (typeof document === "undefined") return false;
  return shouldPrefetch(pendingPreloads(document), navigator.connection);
}

interface PrefetchRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface IntentPrefetchDeps {
  /** Route ids matching a pathname (React Router's `matchRoutes` over the router's routes). */
  match(pathname: string): string[] | undefined;
  routes(): Record<string, PrefetchRoute | undefined> | undefined;
  loaded(id: string): boolean;
  allowed(): boolean;
}

/** The chunk URLs to preload for a route: its module and static imports (never our wrapper blobs). */
export function routeChunkUrls(route: PrefetchRoute): string[] {
  return [route.module, ...(route.imports ?? [])].filter((url) => !url.startsWith("blob:"));
}

/**
 * Prefetch on intent for every in-app link: when the pointer rests on, a finger touches or the
 * focus reaches a same-origin link, the code of the route it leads to is preloaded
 * (`<link rel="modulepreload">`), if the policy allows it. Data is not prefetched (it may change).
 * Returns the function that stops it.
 */
export function installIntentPrefetch(doc: Document, deps: IntentPrefetchDeps): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    if (link.target === "_blank" || link.hasAttribute("download") || link.hasAttribute("data-no-prefetch")) return;
    if (done.has(link.pathname) || !deps.allowed()) return;
    const routes = deps.routes();
    const ids = deps.match(link.pathname) ?? [];
    // A route not discovered yet (lazy route discovery) is tried again on the next intent.
    if (!ids.length || !ids.every((id) => routes?.[id])) return;
    done.add(link.pathname);
    for (const id of ids) {
      const route = routes?.[id];
      if (!route || deps.loaded(id)) continue;
      const present = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href));
      for (const href of routeChunkUrls(route)) {
        const preload = doc.createElement("link");
        preload.rel = "modulepreload";
        preload.href = href;
        if (!present.has(preload.href)) doc.head.appendChild(preload);
      }
    }
  };
  const events = ["pointerover", "focusin", "touchstart"] as const;
  for (const name of events) doc.addEventListener(name, onIntent, { capture: true, passive: true });
  return () => {
    for (const name of events) doc.removeEventListener(name, onIntent, { capture: true });
  };
}
