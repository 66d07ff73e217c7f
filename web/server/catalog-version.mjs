// @ts-check
// Which version of the catalogue the content service answers from, as this web process last saw it.
// The page cache keys its entries on it: a page rendered at version 41 is not served once the service
// says 42. Asked at most once per `checkMs` while pages are requested (an idle server asks nothing),
// one question at a time however many requests wait for it; `checkMs` 0 asks for every request.

/** How long one question may take before the service counts as unreachable. */
const CHECK_TIMEOUT_MS = 1_000;

/**
 * @typedef {object} CatalogVersionOptions
 * @property {string} contentUrl The content service, without a trailing slash.
 * @property {string} [readToken] Its read token, when it requires one.
 * @property {number} checkMs How old the last answer may be before a page asks again.
 * @property {() => number} [now] The clock, in milliseconds.
 * @property {(message: string) => void} [warn] Told when the service stops answering and when it answers again.
 */

/**
 * @typedef {object} CatalogVersion
 * @property {() => number | undefined | Promise<number | undefined>} current The version to serve
 *   pages at: the last one seen when it is recent enough, else a promise of a new answer. Undefined
 *   while the service has never answered.
 * @property {() => boolean} unreachable Whether the last question went unanswered.
 */

/**
 * @param {CatalogVersionOptions} options
 * @returns {CatalogVersion}
 */
export function catalogVersion({ contentUrl, readToken, checkMs, now = Date.now, warn = console.warn }) {
  const url = `${contentUrl}/api/catalog/version`;
  /** @type {Record<string, string>} */
  const headers = readToken ? { Authorization: `Bearer ${readToken}` } : {};
  /** @type {number | undefined} */
  let known;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let unreachable = false;
  /** @type {Promise<number | undefined> | undefined} */
  let asking;

  async function ask() {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = await response.json();
      if (typeof body?.version !== "number") throw new Error(`${url} sent no version`);
      known = body.version;
      if (unreachable) warn(`page cache: ${url} answers again (catalogue version ${known})`);
      unreachable = false;
    } catch (error) {
      // Pages seen before are served meanwhile (stale-if-error): say so once, with why.
      if (!unreachable) warn(`page cache: ${url} does not answer (${error instanceof Error ? error.message : String(error)}); serving pages seen before`);
      unreachable = true;
    } finally {
      checkedAt = now();
      asking = undefined;
    }
    return known;
  }

  return {
    current() {
      if (now() - checkedAt < checkMs) return known;
      asking ??= ask();
      return asking;
    },
    unreachable: () => unreachable,
  };
}
