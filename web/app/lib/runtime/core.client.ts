// The browser runtime (error logging, chunk-load recovery, new-build polling, analytics, error
// reporting), installed once by components/ClientRuntime.tsx after hydration.
//
// Two halves, so the page's initial JavaScript carries only what must be ready at once:
// - here (in the root chunk): the global error listeners, chunk-load recovery with its overlay, the
//   reload guard and the route-module retry that every client-side navigation goes through;
// - ./deferred.client.ts, imported when the browser is first idle: the analytics error
//   logger and script, optional error reporting, new-build polling, the build manifest (redirects)
//   and the intent prefetch of route code. What happens before it arrives (errors, retry outcomes,
//   route errors) is queued and logged when it does, in order.

import type { ErrorLogPayload, ErrorLogType } from "./analytics.client";
import { createChunkRetry, isChunkLoadError, type ChunkRetry } from "./chunk-retry.client";
import type { RedirectActions } from "./build-version.client";
import type { DeferredRuntime } from "./deferred.client";
import { describeError } from "../errors/describe-error";
import { reloadOnce } from "./reload-guard.client";
import "./router-globals";
import { installRouteModuleRetry, retryUrl } from "./route-module-retry.client";

export interface RuntimeConfig {
  analyticsScriptUrl: string;
  analyticsSiteId: string;
  errorReportingDsn: string;
  errorReportingEnvironment: string;
  buildPollIntervalMs: number;
}

export interface RuntimeHooks {
  setOverlay(visible: boolean): void;
  /** `handle.pageType` of the deepest matched route, if any. */
  pageType(): string | undefined;
  /** Where a pending client-side navigation is going (path + query), if one is. */
  navigationTarget(): string | undefined;
}

/** How long the deferred half waits for an idle moment at most (ms). */
export const DEFERRED_RUNTIME_TIMEOUT_MS = 2000;

interface Runtime {
  logError(type: ErrorLogType, error: unknown, extra?: Partial<ErrorLogPayload>): void;
  withDeferred(task: (runtime: DeferredRuntime) => void): void;
}

let active: Runtime | undefined;
/** Route errors reported before the runtime was installed (an error page being hydrated). */
const pendingRouteErrors: Array<[unknown, string | undefined]> = [];

/** Module errors worth a guarded reload (a plain "Failed to fetch" of data is not). */
function isModuleLoadError(message: string): boolean {
  return /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk|error loading dynamically|module script/i.test(
    message,
  );
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Runs `task` when the browser is idle (at most `timeoutMs` later); returns the cancel function. */
function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/** Installs everything; returns the function that removes the listeners and timers. */
export function installClientRuntime(config: RuntimeConfig, hooks: RuntimeHooks): () => void {
  // The deferred half, once loaded; until then, what it should do waits in `pending`.
  let deferred: DeferredRuntime | undefined;
  let disposed = false;
  const pending: Array<(runtime: DeferredRuntime) => void> = [];
  const withDeferred = (task: (runtime: DeferredRuntime) => void) => {
    if (deferred) task(deferred);
    else pending.push(task);
  };

  const logError: Runtime["logError"] = (type, error, extra = {}) => {
    const { message, stack, errorType } = describeError(error);
    const pageType = hooks.pageType();
    withDeferred((runtime) => runtime.logError({ message, stack, errorType, type, pageType, ...extra }, error));
  };

  const chunkRetry: ChunkRetry = createChunkRetry({
    onOverlay: hooks.setOverlay,
    onOutcome(outcome) {
      const type = outcome.success ? "chunk-retry-success" : "chunk-retry-failure";
      const message = `Chunk ${outcome.chunkName} ${outcome.success ? "loaded on retry" : "failed to load"}`;
      const pageType = hooks.pageType();
      withDeferred((runtime) => runtime.log({ message, type, pageType, ...outcome }));
      if (!outcome.success) console.error(`[chunk retry] ${message} after ${outcome.attemptCount} attempt(s): ${outcome.errorMessage}`);
    },
  });

  /** A chunk error outside navigation (a lazy import, a preload): retry state, then maybe a reload. */
  const onGlobalChunkError = (error: unknown, message: string) => {
    void chunkRetry.handle(error).then(() => {
      if (isModuleLoadError(message)) reloadOnce(currentPath(), () => window.location.reload());
    });
  };

  const onError = (event: ErrorEvent) => {
    // The error's own message (event.message adds "Uncaught "); cross-origin errors have only the event's.
    const message = event.error instanceof Error ? describeError(event.error).message : event.message || "Script error.";
    const error = event.error ?? message;
    if (message.includes("Importing a module script failed")) {
      logError("safari-module-script-error", error, { message });
    } else {
      logError("javascript-error", error, { message });
    }
    if (isChunkLoadError(message)) onGlobalChunkError(error, message);
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    const { message } = describeError(event.reason);
    logError("promise-rejection", event.reason);
    if (isChunkLoadError(message)) onGlobalChunkError(event.reason, message);
  };

  // A failed preload of a lazy import's dependencies: let the import itself decide (Vite then
  // imports anyway); if that fails, its rejection reaches the importer or onRejection above.
  const onPreloadError = (event: Event) => event.preventDefault();

  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  window.addEventListener("vite:preloadError", onPreloadError);

  // Route chunks loaded by client-side navigations: retry, else one guarded reload of the target.
  // (Not in development, where React Router's own reload after a broken module is the better tool.)
  let retries = 0;
  if (!import.meta.env.DEV) installRouteModuleRetry(async (url) => {
    try {
      return await import(/* @vite-ignore */ url);
    } catch (error) {
      const { message } = describeError(error);
      if (!isChunkLoadError(message)) throw error;
      let loaded: unknown;
      const ok = await chunkRetry.handle(error, async () => {
        loaded = await import(/* @vite-ignore */ retryUrl(url, ++retries));
      });
      if (ok) return loaded;
      const target = hooks.navigationTarget() ?? currentPath();
      reloadOnce(target);
      // Settling would let React Router reload the current page without a guard: stay pending.
      // The visitor stays where they are (overlay gone) and can follow another link.
      return new Promise<never>(() => undefined);
    }
  });

  // The deferred half: when the browser is first idle. A failure to load it is not a page error
  // (no reload for it): the page works without it, only logging, polling and prefetch are missing.
  const cancelIdle = whenIdle(() => {
    import("./deferred.client")
      .then((module) => {
        if (disposed) return;
        deferred = module.installDeferredRuntime(config);
        for (const task of pending.splice(0)) task(deferred);
        window.__antiquesRuntime = "full";
      })
      .catch((error: unknown) => console.warn("[client runtime] deferred part not loaded:", describeError(error).message));
  }, DEFERRED_RUNTIME_TIMEOUT_MS);

  active = { logError, withDeferred };
  window.__antiquesRuntime = "core";
  for (const [error, componentName] of pendingRouteErrors.splice(0)) {
    logError("react-error", error, { componentName, context: componentName });
  }
  return () => {
    disposed = true;
    cancelIdle();
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    window.removeEventListener("vite:preloadError", onPreloadError);
    deferred?.dispose();
    active = undefined;
  };
}

/**
 * Applies the redirect the build manifest (builds/meta/{buildId}.json) has for `path`, once the
 * deferred runtime has fetched it; returns the function that cancels it (the page moved on).
 */
export function applyManifestRedirect(path: string, actions: RedirectActions): () => void {
  let cancelled = false;
  active?.withDeferred((runtime) => {
    void runtime.buildMeta.then((meta) => {
      if (!cancelled) runtime.applyRedirect(meta, path, actions);
    });
  });
  return () => {
    cancelled = true;
  };
}

/**
 * Reports an error caught by a route ErrorBoundary (what the replaced Vue site logged as vue-error):
 * console, analytics (type react-error with the component name) and error reporting when configured.
 */
export function reportRouteError(error: unknown, componentName?: string): void {
  console.error(`[react-error]${componentName ? ` in ${componentName}` : ""}`, error);
  if (active) active.logError("react-error", error, { componentName, context: componentName });
  else pendingRouteErrors.push([error, componentName]);
}
