// Analytics error logging.
//
// The tracker is an Umami-style global, `window.umami = { track(name, payload) }`, defined by the
// analytics script (loaded only when ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID are both set; it is
// given the site id as `data-website-id`). Any script that defines a global with that shape works.
// Errors are sent as `track("frontend-error", payload)` with a flat payload, only if the tracker
// exists, and at most once per 60 s per message key.
import { describeError } from "../errors/describe-error";

export { describeError };

export const ANALYTICS_LIMITS = {
  eventName: "frontend-error",
  /** Text values are cut to this many characters, the longer ones ending in "...". */
  maxTextLength: 500,
  maxFields: 50,
  decimals: 4,
  /** De-duplication key: the first 100 characters of the message. */
  keyLength: 100,
  dedupWindowMs: 60_000,
} as const;

export type ErrorLogType =
  | "javascript-error"
  | "promise-rejection"
  /** A React component error (vue-error on the replaced Vue site), with the component name. */
  | "react-error"
  | "safari-module-script-error"
  | "chunk-retry-success"
  | "chunk-retry-failure";

/** The error log payload (the component name and page type are our additions). */
export interface ErrorLogPayload {
  message: string;
  type: ErrorLogType;
  stack?: string;
  url?: string;
  userAgent?: string;
  timestamp?: string;
  context?: string;
  errorType?: string;
  chunkName?: string;
  success?: boolean;
  attemptCount?: number;
  durationMs?: number;
  errorMessage?: string;
  componentName?: string;
  /** `handle.pageType` of the deepest matched route. */
  pageType?: string;
}

export type FlatValue = string | number | boolean;
export type FlatPayload = Record<string, FlatValue>;

export interface Tracker {
  track(eventName: string, payload: FlatPayload): unknown;
}

declare global {
  interface Window {
    umami?: Tracker;
  }
}

/** The tracker when the analytics script has defined it. */
export function currentTracker(): Tracker | undefined {
  if (typeof window === "undefined") return undefined;
  const tracker = window.umami;
  return tracker && typeof tracker.track === "function" ? tracker : undefined;
}

/** Cuts a text to the limit; a longer text ends in "..." within the limit. */
export function truncateText(text: string, max: number = ANALYTICS_LIMITS.maxTextLength): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

export function roundNumber(value: number, decimals: number = ANALYTICS_LIMITS.decimals): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The flat payload: strings cut to 500 characters, numbers rounded to 4 decimals (non-finite ones
 * as text), booleans kept, other values as JSON text, empty values dropped, at most 50 fields (the
 * first ones in order).
 */
export function flattenPayload(input: object): FlatPayload {
  const out: FlatPayload = {};
  let count = 0;
  for (const [key, value] of Object.entries(input)) {
    if (count >= ANALYTICS_LIMITS.maxFields) break;
    if (value === undefined || value === null) continue;
    if (typeof value === "boolean") out[key] = value;
    else if (typeof value === "number") out[key] = Number.isFinite(value) ? roundNumber(value) : String(value);
    else out[key] = truncateText(typeof value === "string" ? value : describeError(value).message);
    count += 1;
  }
  return out;
}

/** The de-duplication key of a message. */
export function dedupKey(message: string): string {
  return message.slice(0, ANALYTICS_LIMITS.keyLength);
}

export interface ErrorLoggerDeps {
  tracker?: () => Tracker | undefined;
  now?: () => number;
}

/** Creates the error logger: `log(payload)` returns whether the tracker was called. */
export function createErrorLogger(deps: ErrorLoggerDeps = {}) {
  const getTracker = deps.tracker ?? currentTracker;
  const now = deps.now ?? Date.now;
  const lastSent = new Map<string, number>();

  return {
    log(payload: ErrorLogPayload): boolean {
      const tracker = getTracker();
      if (!tracker) return false;
      const time = now();
      const key = dedupKey(payload.message);
      const previous = lastSent.get(key);
      if (previous !== undefined && time - previous < ANALYTICS_LIMITS.dedupWindowMs) return false;
      lastSent.set(key, time);
      if (lastSent.size > 200) {
        for (const [k, t] of lastSent) if (time - t >= ANALYTICS_LIMITS.dedupWindowMs) lastSent.delete(k);
      }
      const full: ErrorLogPayload = {
        ...payload,
        url: payload.url ?? (typeof location === "undefined" ? undefined : location.href),
        userAgent: payload.userAgent ?? (typeof navigator === "undefined" ? undefined : navigator.userAgent),
        timestamp: payload.timestamp ?? new Date(time).toISOString(),
      };
      try {
        tracker.track(ANALYTICS_LIMITS.eventName, flattenPayload(full));
      } catch {
        // A broken tracker must not break the page.
      }
      return true;
    },
  };
}

export type ErrorLogger = ReturnType<typeof createErrorLogger>;

/** The analytics script to add to the page, or null when its URL or site id is not configured. */
export function analyticsScript(config: { analyticsScriptUrl: string; analyticsSiteId: string }) {
  const src = config.analyticsScriptUrl.trim();
  const siteId = config.analyticsSiteId.trim();
  return src && siteId ? { src, siteId } : null;
}

/** Adds the analytics script once (idempotent); returns whether one is (now) on the page. */
export function loadAnalyticsScript(config: { analyticsScriptUrl: string; analyticsSiteId: string }): boolean {
  const script = analyticsScript(config);
  if (!script) return false;
  if (document.querySelector("script[data-analytics]")) return true;
  const element = document.createElement("script");
  element.defer = true;
  element.src = script.src;
  element.dataset.websiteId = script.siteId;
  element.dataset.analytics = "";
  document.head.appendChild(element);
  return true;
}
