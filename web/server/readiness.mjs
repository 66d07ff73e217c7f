// @ts-check
// Readiness (`/readyz`): whether this web server can serve pages, which it cannot while the content
// service does not answer. Load balancers and orchestrators poll it to send visitors elsewhere;
// `/healthz` stays the liveness check (the process answers), so an outage of the content service
// does not get every web server restarted.
//
// The content service's own `/readyz` is asked at most once per `checkMs`, one question at a time
// however many probes arrive, so a flood of probes cannot become a flood on the content service.

/** How long the content service may take to answer before it counts as down. */
const CHECK_TIMEOUT_MS = 1_000;

/**
 * @typedef {{ ready: boolean, content: "up" | "down", reason?: string, checkedAt: string }} Readiness
 */

/**
 * @param {{ contentUrl: string, checkMs?: number, now?: () => number, fetchImpl?: typeof fetch }} options
 */
export function createReadiness({ contentUrl, checkMs = 1_000, now = Date.now, fetchImpl = fetch }) {
  const url = `${contentUrl}/readyz`;
  /** @type {Readiness | undefined} */
  let last;
  let lastAt = Number.NEGATIVE_INFINITY;
  /** @type {Promise<Readiness> | undefined} */
  let asking;

  /** @returns {Promise<Readiness>} */
  async function ask() {
    let reason;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      await response.body?.cancel();
      if (!response.ok) reason = `the content service at ${contentUrl} is not ready (${response.status})`;
    } catch (error) {
      // fetch reports "fetch failed"; what happened (ECONNREFUSED, a timeout) is its cause.
      const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error)?.cause;
      const why = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      reason = `the content service at ${contentUrl} does not answer (${why})`;
    }
    return { ready: !reason, content: reason ? "down" : "up", ...(reason ? { reason } : {}), checkedAt: new Date(now()).toISOString() };
  }

  return {
    /** @returns {Promise<Readiness>} */
    async check() {
      if (last && now() - lastAt < checkMs) return last;
      asking ??= ask().then((answer) => {
        last = answer;
        lastAt = now();
        asking = undefined;
        return answer;
      });
      return asking;
    },
  };
}

/**
 * The Express handler of `/readyz`: 200 and `{"ready":true,...}` when the content service answers,
 * 503 with the reason when it does not.
 * @param {ReturnType<typeof createReadiness>} readiness
 * @returns {import("express").RequestHandler}
 */
export function readinessHandler(readiness) {
  return async (_req, res) => {
    const state = await readiness.check();
    res.status(state.ready ? 200 : 503).set("Cache-Control", "no-store").json(state);
  };
}
