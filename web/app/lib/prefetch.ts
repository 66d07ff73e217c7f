// Route prefetch policy (SPEC §4, §9): prefetch links in view or on intent, but pause while more
// than 4 preloads are pending and skip entirely on save-data or 2g / slow-2g connections.
//
// React Router does the prefetching (`<Link prefetch="intent" | "viewport">` adds
// `<link rel="prefetch">` / `<link rel="modulepreload">` elements); `PrefetchLink`
// (components/PrefetchLink.tsx) asks this policy whether to. Pending preloads are the preload
// links in the document that have not loaded or failed yet.

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

/** Counts pending preload links in the document and notifies subscribers when the count changes. */
export function createPreloadTracker(doc: Document) {
  const pending = new Set<Element>();
  const listeners = new Set<() => void>();
  const seen = new WeakSet<Element>();
  const notify = () => listeners.forEach((listener) => listener());

  function settle(link: Element) {
    if (pending.delete(link)) notify();
  }

  function track(link: Element) {
    if (seen.has(link)) return;
    seen.add(link);
    // Links rendered with the page were fetched before we looked: only new ones count.
    pending.add(link);
    link.addEventListener("load", () => settle(link), { once: true });
    link.addEventListener("error", () => settle(link), { once: true });
    notify();
  }

  doc.querySelectorAll(PRELOAD_SELECTOR).forEach((link) => seen.add(link));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element && node.matches(PRELOAD_SELECTOR)) track(node);
      });
      record.removedNodes.forEach((node) => {
        if (node instanceof Element) settle(node);
      });
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });

  return {
    pending: () => pending.size,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => observer.disconnect(),
  };
}

type PreloadTracker = ReturnType<typeof createPreloadTracker>;
let sharedTracker: PreloadTracker | undefined;

function tracker(): PreloadTracker | undefined {
  if (typeof document === "undefined" || typeof MutationObserver === "undefined") return undefined;
  sharedTracker ??= createPreloadTracker(document);
  return sharedTracker;
}

/** For useSyncExternalStore: whether prefetching is allowed right now in this browser. */
export function prefetchAllowedNow(): boolean {
  if (typeof navigator === "undefined") return false;
  return shouldPrefetch(tracker()?.pending() ?? 0, navigator.connection);
}

export function subscribePrefetchPolicy(listener: () => void): () => void {
  const unsubscribe = tracker()?.subscribe(listener);
  return () => {
    unsubscribe?.();
  };
}
