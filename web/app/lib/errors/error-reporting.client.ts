// Optional error reporting, with Sentry's browser SDK (@sentry/react).
//
// Nothing happens unless the public config has `errorReportingDsn` (ERROR_REPORTING_DSN): only then
// is the SDK imported, lazily, as its own chunk, so it costs nothing when off. Errors reported before
// it has loaded are queued and sent once it is up.
//
// The limits, and where each one lives:
// - breadcrumbs 100: `maxBreadcrumbs: 100` (set here; also the SDK default).
// - page-load / navigation idle span 1.5 s: `browserTracingIntegration({ idleTimeout: 1500 })`.
// - final timeout 30 s, child span timeout 15 s: set here on the same integration (SDK defaults too).
// - idle span 1 s (other idle spans): the SDK's TRACING_DEFAULTS.idleTimeout = 1000.
// - stack frames 50: the SDK's STACKTRACE_FRAME_LIMIT = 50 (not configurable).
// - baggage 8192 characters: the SDK's MAX_BAGGAGE_STRING_LENGTH = 8192 (not configurable).
// - 1000 spans per transaction: the SDK's MAX_SPAN_COUNT = 1000 (not configurable).
// - previous-trace link valid 3600 s: the SDK's PREVIOUS_TRACE_MAX_DURATION = 3600, with
//   `linkPreviousTrace: "in-memory"` (the default).
// Trace headers (sentry-trace, baggage) go to same-origin requests only: `tracePropagationTargets`.

export const ERROR_REPORTING_LIMITS = {
  maxBreadcrumbs: 100,
  stackFrames: 50,
  baggageCharacters: 8192,
  spansPerTransaction: 1000,
  idleSpanMs: 1000,
  pageIdleSpanMs: 1500,
  finalTimeoutMs: 30_000,
  childSpanTimeoutMs: 15_000,
  previousTraceLinkSeconds: 3600,
  tracesSampleRate: 0.1,
} as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Same-origin targets: relative URLs (not protocol-relative) and absolute ones on this origin. */
export function sameOriginTargets(origin: string): RegExp[] {
  return [/^\/(?!\/)/, new RegExp(`^${escapeRegExp(origin)}(?:/|$)`)];
}

export interface ReportContext {
  type?: string;
  componentName?: string;
  pageType?: string;
  context?: string;
}

type Sdk = typeof import("@sentry/react");
let sdk: Promise<Sdk | undefined> | undefined;
const queue: Array<[unknown, ReportContext]> = [];

function capture(client: Sdk, error: unknown, context: ReportContext) {
  client.captureException(error, {
    tags: { type: context.type, pageType: context.pageType, component: context.componentName },
    extra: context.context ? { context: context.context } : undefined,
  });
}

/** Starts error reporting when a DSN is configured (once); resolves whether it is on. */
export function initErrorReporting(dsn: string, tags: { environment?: string; release?: string } = {}): Promise<boolean> {
  if (!dsn) return Promise.resolve(false);
  sdk ??= import("@sentry/react")
    .then((client) => {
      const limits = ERROR_REPORTING_LIMITS;
      client.init({
        dsn,
        environment: tags.environment,
        release: tags.release,
        // No personal data: no user fields, cookies, query strings or bodies (as on the server).
        dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
        maxBreadcrumbs: limits.maxBreadcrumbs,
        tracesSampleRate: limits.tracesSampleRate,
        tracePropagationTargets: sameOriginTargets(window.location.origin),
        integrations: [
          client.browserTracingIntegration({
            idleTimeout: limits.pageIdleSpanMs,
            finalTimeout: limits.finalTimeoutMs,
            childSpanTimeout: limits.childSpanTimeoutMs,
            linkPreviousTrace: "in-memory",
          }),
        ],
      });
      for (const [error, context] of queue.splice(0)) capture(client, error, context);
      return client;
    })
    .catch((error: unknown) => {
      console.error("[error reporting] could not load the SDK", error);
      return undefined;
    });
  return sdk.then(Boolean);
}

/** Reports an error when error reporting is on (queued until the SDK has loaded). */
export function reportError(error: unknown, context: ReportContext = {}): void {
  if (!sdk) return;
  queue.push([error, context]);
  void sdk.then((client) => {
    if (!client) return;
    for (const [queued, queuedContext] of queue.splice(0)) capture(client, queued, queuedContext);
  });
}

/** Whether error reporting has been started. */
export function errorReportingEnabled(): boolean {
  return sdk !== undefined;
}
