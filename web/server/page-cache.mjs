// @ts-check
// The page cache: rendered pages kept in this process's memory and served again without rendering,
// each compressed once per encoding a visitor asks for. Every public page is the same for every
// visitor (it depends on its URL alone), so the second visitor of a page costs a lookup and a write.
//
// What is kept: anonymous GET/HEAD answers of 200 with an HTML page (or the route data of a client
// navigation, `.data`), and not-found pages for a few seconds; never an answer that sets a cookie or
// chose its own Cache-Control (the console, per-visitor answers), never a request that carries the
// console's session cookie or an Authorization header, never form posts.
//
// When an entry is served again:
// - its catalogue version is the content service's current one (./catalog-version.mjs) and it is
//   younger than its lifetime: served as it is ("hit");
// - the catalogue moved since it was rendered: rendered again before anyone is answered, so no visitor
//   sees a page older than the catalogue the service last reported;
// - only its lifetime passed (pages show today's hours and upcoming events, which age with the clock):
//   served as it is while a new render runs in the background ("stale", stale-while-revalidate);
// - the content service cannot be reached, or the new render failed: served as it is
//   ("stale-if-error"), so a content outage leaves every page seen before it readable.
// However many requests wait for one URL, it is rendered once (single flight).
import { createHash, randomUUID } from "node:crypto";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

/** A not-found page is kept this long: enough to absorb a flood on one bad URL, short enough that a new store's URL works at once. */
export const NOT_FOUND_LIFETIME_MS = 5_000;
/** How long past its lifetime an entry may still be served while a new render runs (then visitors wait for it). */
export const STALE_WHILE_REVALIDATE_MS = 10 * 60_000;
/** How old a page may be and still be served while the content service does not answer (then the outage page). */
export const STALE_IF_ERROR_MS = 24 * 60 * 60_000;
/** The Cache-Control of a page served in an outage: nobody downstream keeps it. */
const STALE_IF_ERROR_CACHE_CONTROL = "no-cache";
/**
 * Compression levels, chosen by measurement on the store and terms pages (docs/performance.md).
 * A page is first compressed at BROTLI_FIRST_QUALITY: most pages of a large directory are asked for
 * once in a while (a crawler, a visitor from a search engine), and compressing a store page (88 KB
 * with its stylesheets) at quality 5 took 1.1 ms, a quarter of its first view, against 0.21 ms at
 * quality 1 and 0.13 ms at quality 0 for a body 25–30 % larger (0 is 4 % larger than 1, and brotli
 * allocates ~1 MB of tables for each compression at 1, ~128 KB at 0). A page served again is
 * compressed once more at BROTLI_QUALITY, and keeps that: brotli 5 is within 1 % of 6 and 8 in size
 * at the cost of 4; quality 11 would take 44 ms a page.
 */
export const BROTLI_FIRST_QUALITY = 0;
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;
/**
 * Renders run at most this many at a time for each thread that renders (the main thread and each
 * render thread: web/server/render-threads.mjs); the others wait their turn before starting.
 * Rendering is CPU-bound, so more at once only makes each slower and holds more memory meanwhile.
 */
export const RENDERS_AT_ONCE = 4;
/** The body of a rendered answer once its entry holds it. */
const EMPTY = Buffer.alloc(0);
/** Below this size compression saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;
/** Headers of a rendered answer that describe its bytes on the wire, set again when it is sent. */
const WIRE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date", "etag", "vary"]);

/** @typedef {"br" | "gzip" | "identity"} Encoding */

/**
 * Brotli at one quality.
 * @param {Buffer} body
 * @param {number} quality
 */
function brotli(body, quality) {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compression runs on the request's own thread: a page takes 0.2–1.1 ms, less than handing it to
 * libuv's pool and back (profiled: the pool's round trip doubled the cost and held an encoder's
 * megabytes per page waiting).
 * @type {Record<Exclude<Encoding, "identity">, (body: Buffer) => Buffer>}
 */
const COMPRESS = {
  br: (body) => brotli(body, BROTLI_QUALITY),
  gzip: (body) => zlib.gzipSync(body, { level: GZIP_LEVEL }),
};

/**
 * A body in the encoding a request accepts (brotli or gzip at the cache's levels), for answers the
 * server makes outside the cache; small bodies are sent as they are.
 * @param {Buffer} body
 * @param {string | undefined} acceptEncoding
 * @returns {{ encoding: Encoding, body: Buffer }}
 */
export function encodeForRequest(body, acceptEncoding) {
  const encoding = body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(acceptEncoding) : "identity";
  // Sent once: compressed as a page's first answer is.
  if (encoding === "br") return { encoding, body: brotli(body, BROTLI_FIRST_QUALITY) };
  return { encoding, body: encoding === "identity" ? body : COMPRESS[encoding](body) };
}

/** @type {Map<string, Encoding>} */
const encodingByHeader = new Map();

/**
 * The encoding to send for an Accept-Encoding header: br, else gzip, else none. Browsers send a
 * handful of distinct headers, so each is parsed once.
 * @param {string | undefined} header
 * @returns {Encoding}
 */
export function chooseEncoding(header) {
  if (!header) return "identity";
  let encoding = encodingByHeader.get(header);
  if (encoding) return encoding;
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
  // Negotiator 1.x takes the server's preference for ties (its published types predate the option).
  const negotiate = /** @type {(available: Encoding[], options: { preferred: Encoding[] }) => Encoding | undefined} */ (
    negotiator.encoding.bind(negotiator)
  );
  encoding = negotiate(["br", "gzip", "identity"], { preferred: ["br", "gzip", "identity"] }) ?? "identity";
  if (encodingByHeader.size < 256) encodingByHeader.set(header, encoding);
  return encoding;
}

/**
 * Whether an If-None-Match header names one of the tags, compared weakly (as RFC 9110 has it for
 * If-None-Match: `W/"a"` and `"a"` match).
 * @param {string | undefined} header
 * @param {string[]} tags
 */
export function ifNoneMatchHolds(header, tags) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  const wanted = tags.map(opaque);
  return header.split(",").some((tag) => wanted.includes(opaque(tag)));
}

/**
 * One rendered answer and when it was made. It keeps its body brotli-compressed, as every current
 * browser asks for it (a store page: 17 KB instead of 88), and derives the other encodings when a
 * client asks: gzip is kept once made, the plain body is decompressed for each such request. The
 * brotli body is made quickly at first (BROTLI_FIRST_QUALITY) and again at BROTLI_QUALITY when the
 * page is served a second time. Never changed: keeping another variant makes a new entry.
 */
export class PageEntry {
  /**
   * @param {{ status: number, headers: [string, string][], version: number | undefined, storedAt: number, lifetimeMs: number, tag: string, stored: Map<Encoding, Buffer>, brotliQuality?: number }} fields
   */
  constructor({ status, headers, version, storedAt, lifetimeMs, tag, stored, brotliQuality = BROTLI_QUALITY }) {
    this.status = status;
    this.headers = headers;
    this.version = version;
    this.storedAt = storedAt;
    this.lifetimeMs = lifetimeMs;
    this.tag = tag;
    /** @type {Map<Encoding, Buffer>} */
    this.stored = stored;
    /** The quality the stored brotli body was compressed at. */
    this.brotliQuality = brotliQuality;
  }

  /**
   * An entry for a rendered body: small bodies kept as they are, others brotli-compressed quickly.
   * @param {{ status: number, headers: [string, string][], body: Buffer, nonced: boolean, version: number | undefined, storedAt: number, lifetimeMs: number }} fields
   *   `nonced`: a document, whose bytes carry a nonce of their render
   */
  static of({ body, nonced, ...fields }) {
    // A document carries a nonce of its own, so no two renders of it are equal bytes and a hash
    // would be no more telling than a random tag, at ~1.5 % of a store page's render for hashing its
    // 88 KB (random, not counted, so a tag from before a restart never names a later entry). Route
    // data (`.data`) has no nonce: its tag is a hash, so an unchanged answer revalidates with a 304.
    const tag = nonced ? randomUUID() : createHash("sha1").update(body).digest("base64url").slice(0, 22);
    const small = body.length < MIN_COMPRESSED_BYTES;
    const stored = new Map([small ? ["identity", body] : ["br", brotli(body, BROTLI_FIRST_QUALITY)]]);
    return new PageEntry({
      ...fields,
      tag,
      stored: /** @type {Map<Encoding, Buffer>} */ (stored),
      brotliQuality: small ? BROTLI_QUALITY : BROTLI_FIRST_QUALITY,
    });
  }

  /** Whether the brotli body is still the quick first one. */
  get compressedQuickly() {
    return this.stored.has("br") && this.brotliQuality < BROTLI_QUALITY;
  }

  /** The same entry with its brotli body compressed at BROTLI_QUALITY. */
  compressedWell() {
    const plain = zlib.brotliDecompressSync(/** @type {Buffer} */ (this.stored.get("br")));
    return new PageEntry({ ...this, stored: new Map([...this.stored, ["br", COMPRESS.br(plain)]]), brotliQuality: BROTLI_QUALITY });
  }

  /**
   * The encoding to send a request that accepts `wanted`: always identity for a small body.
   * @param {Encoding} wanted
   * @returns {Encoding}
   */
  encodingFor(wanted) {
    return this.stored.has("identity") ? "identity" : wanted;
  }

  /**
   * The body in one encoding, from what is stored.
   * @param {Encoding} encoding
   * @returns {Buffer}
   */
  body(encoding) {
    const stored = this.stored.get(encoding);
    if (stored) return stored;
    const plain = this.stored.get("identity") ?? zlib.brotliDecompressSync(/** @type {Buffer} */ (this.stored.get("br")));
    return encoding === "identity" ? plain : COMPRESS[encoding](plain);
  }

  /**
   * The entity tag of one variant: each encoding is its own representation. A compressed one is a
   * weak tag, as the bytes of the same page differ with the compression level (an entry compressed
   * again keeps its tags, so a browser's copy of the quick bytes still revalidates).
   * @param {Encoding} encoding
   */
  etag(encoding) {
    return encoding === "identity" ? `"${this.tag}"` : `W/"${this.tag}-${encoding === "br" ? "br" : "gz"}"`;
  }

  /** Bytes this entry holds (bodies, headers and a fixed allowance for the rest). */
  get bytes() {
    let bytes = 512;
    for (const body of this.stored.values()) bytes += body.length;
    for (const [name, value] of this.headers) bytes += name.length + value.length;
    return bytes;
  }

  /**
   * The same entry keeping one more encoding.
   * @param {Encoding} encoding
   * @param {Buffer} body
   */
  keeping(encoding, body) {
    return new PageEntry({ ...this, stored: new Map([...this.stored, [encoding, body]]) });
  }
}

/**
 * @typedef {object} Rendered What a page render answered.
 * @property {number} status
 * @property {Headers} headers
 * @property {Buffer} body
 */

/**
 * @typedef {{ rendered: Rendered, entry: PageEntry | undefined }} Outcome A render, and the entry kept of it.
 * @typedef {{ version: number | undefined, pending: Promise<Outcome> }} Flight A render under way.
 */

/**
 * @typedef {object} PageCacheOptions
 * @property {(req: import("node:http").IncomingMessage) => Promise<Rendered>} render Renders the page a
 *   request asks for (as a GET, whatever its method).
 * @property {import("./catalog-version.mjs").CatalogVersion} versions
 * @property {number} maxBytes The bound on what entries hold; a page bigger than an eighth of it is not kept.
 * @property {number} lifetimeMs How long a page is served before it is rendered again in the background.
 * @property {string} cacheControl The Cache-Control of pages (empty: none).
 * @property {(error: unknown) => void} [onError] Told of renders that threw.
 * @property {() => number} [now] The clock, in milliseconds.
 * @property {number} [rendersAtOnce] How many renders may run at once (RENDERS_AT_ONCE for each thread that renders).
 */

/**
 * Requests the cache answers: GET/HEAD of a page or of a page's route data, anonymous.
 * @param {import("node:http").IncomingMessage} req
 * @param {string} pathname
 * @param {string} sessionCookie The console's session cookie name.
 */
export function isCacheableRequest(req, pathname, sessionCookie) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (pathname === "/admin" || pathname.startsWith("/admin/") || pathname.startsWith("/admin.")) return false;
  if (pathname.startsWith("/resources/")) return false;
  // Files (favicon.svg, sitemap.xml, robots.txt, build assets) are not pages; route data (.data) is.
  if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith(".data")) return false;
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  return !cookie || !cookie.split(";").some((part) => part.trim().startsWith(`${sessionCookie}=`));
}

/**
 * Whether a rendered answer may be kept, and for how long (0: not at all).
 * @param {Rendered} rendered
 * @param {boolean} isData whether it answers a `.data` request
 * @param {number} lifetimeMs
 */
export function keepFor(rendered, isData, lifetimeMs) {
  const { status, headers } = rendered;
  if (headers.has("set-cookie") || headers.has("cache-control") || headers.has("vary")) return 0;
  const type = headers.get("content-type") ?? "";
  const html = /^text\/html\b/i.test(type);
  if (status === 200 && (isData ? /^text\/x-script\b/i.test(type) : html)) return lifetimeMs;
  if (status === 404 && html) return Math.min(NOT_FOUND_LIFETIME_MS, lifetimeMs);
  return 0;
}

/** @param {PageCacheOptions} options */
export function createPageCache({ render, versions, maxBytes, lifetimeMs, cacheControl, onError, now = Date.now, rendersAtOnce = RENDERS_AT_ONCE }) {
  /** @type {LRUCache<string, PageEntry>} */
  const entries = new LRUCache({ maxSize: maxBytes, maxEntrySize: Math.floor(maxBytes / 8), sizeCalculation: (entry, key) => entry.bytes + key.length });
  const maxEntryBytes = Math.floor(maxBytes / 8);
  /** Renders under way, by key, with the catalogue version they started at: a second request for the same page waits for the first's. */
  /** @type {Map<string, Flight>} */
  const rendering = new Map();
  const turns = admission(rendersAtOnce);

  /**
   * Renders the page once however many ask, and keeps it when it may be kept.
   * @param {string} key
   * @param {import("node:http").IncomingMessage} req
   * @param {number | undefined} version the catalogue version known before the render started
   */
  function renderOnce(key, req, version) {
    const current = rendering.get(key);
    // A render started at an older catalogue version is not joined: its page may be older than the catalogue.
    if (current && current.version === version) return { pending: current.pending, first: false };
    /** @type {Flight} */
    const flight = { version, pending: renderAndKeep(key, req, version).finally(() => {
      if (rendering.get(key) === flight) rendering.delete(key);
    }) };
    rendering.set(key, flight);
    return { pending: flight.pending, first: true };
  }

  /**
   * Renders a page and keeps it when it may be kept.
   * @param {string} key
   * @param {import("node:http").IncomingMessage} req
   * @param {number | undefined} version the catalogue version known before the render started
   * @returns {Promise<Outcome>}
   */
  async function renderAndKeep(key, req, version) {
    const rendered = await turns.run(() => render(req));
    const keep = keepFor(rendered, isDataKey(key), lifetimeMs);
    if (keep === 0) return { rendered, entry: undefined };
    /** @type {[string, string][]} */
    const headers = [];
    for (const [name, value] of rendered.headers) if (!WIRE_HEADERS.has(name)) headers.push([name, value]);
    const entry = PageEntry.of({ status: rendered.status, headers, body: rendered.body, nonced: !isDataKey(key), version, storedAt: now(), lifetimeMs: keep });
    // The plain page is let go of once its entry is made: the promises that passed `rendered` along
    // were made when the request came and are old by now (a render outlives several young-generation
    // collections), and an old object keeps what it points to until the next full collection, long
    // after it is garbage itself. Held so, each page's ~90 KB stayed that long: under first views,
    // tens of MB (docs/performance.md). Whoever sends this outcome sends the entry.
    rendered.body = EMPTY;
    // A render of an older version that ends after a newer one does not replace it.
    const kept = entries.peek(key);
    if (!(kept && version !== undefined && kept.version !== undefined && kept.version > version)) entries.set(key, entry);
    return { rendered, entry };
  }

  /**
   * Sends an entry in the encoding the request accepts.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} key
   * @param {PageEntry} entry
   * @param {"hit" | "miss" | "wait" | "stale" | "stale-if-error"} state what the cache did (`X-Page-Cache`)
   */
  function send(req, res, key, entry, state) {
    const encoding = entry.encodingFor(chooseEncoding(req.headers["accept-encoding"]));
    const etag = entry.etag(encoding);
    // Only the tag of the variant this request gets validates it (a cache holding the gzip copy
    // revalidates the gzip copy).
    const notModified = entry.status === 200 && ifNoneMatchHolds(req.headers["if-none-match"], [etag]);
    // A page asked for again is worth compressing well, once (the request that rendered it got the
    // quick bytes); the tags stay.
    if (!notModified && state !== "miss" && encoding === "br" && entry.compressedQuickly && entries.peek(key) === entry) {
      entry = entry.compressedWell();
      entries.set(key, entry, { noUpdateTTL: true });
    }
    // The body before any header: if it cannot be made, the error answer carries none of the page's.
    const body = notModified ? undefined : entry.body(encoding);
    if (body && encoding === "gzip" && !entry.stored.has("gzip") && entries.peek(key) === entry) {
      const next = entry.keeping("gzip", body);
      if (next.bytes + key.length <= maxEntryBytes) entries.set(key, next, { noUpdateTTL: true });
    }
    res.statusCode = notModified ? 304 : entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // Browsers and a CDN in front may keep the page too (PAGE_CACHE_CONTROL); route data stays as before, uncached.
    if (entry.status === 200 && !isDataKey(key)) {
      if (state === "stale-if-error") res.setHeader("Cache-Control", STALE_IF_ERROR_CACHE_CONTROL);
      else if (cacheControl) res.setHeader("Cache-Control", cacheControl);
    }
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    res.setHeader("X-Page-Cache", state);
    if (!body) {
      res.removeHeader("content-type");
      res.end();
      return;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Sends a rendered answer that is not kept, compressed when the request accepts it.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {Rendered} rendered
   */
  function sendUncached(req, res, rendered) {
    const { encoding, body } = encodeForRequest(rendered.body, req.headers["accept-encoding"]);
    res.statusCode = rendered.status;
    for (const [name, value] of rendered.headers) {
      if (WIRE_HEADERS.has(name)) continue;
      if (name === "set-cookie") res.appendHeader(name, value);
      else res.setHeader(name, value);
    }
    const vary = rendered.headers.get("vary");
    res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    res.setHeader("X-Page-Cache", "bypass");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Answers one request the cache accepts (isCacheableRequest).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {boolean} bot whether the visitor is a crawler (its error pages differ, so it has its own entries)
   */
  async function handle(req, res, bot) {
    const key = `${bot ? "bot " : ""}${req.url ?? "/"}`;
    const version = await versions.current();
    const entry = entries.get(key);
    const unreachable = version === undefined || versions.unreachable();
    /** Whether the entry may stand in for an answer the content service cannot give. */
    const standsIn = entry?.status === 200 && now() - entry.storedAt < STALE_IF_ERROR_MS;
    if (entry && unreachable && standsIn) {
      // The content service is not answering: a page seen before is better than an outage page.
      // Nothing is rendered meanwhile (it would fail); the version check notices the service is back.
      return send(req, res, key, entry, "stale-if-error");
    }
    if (entry && !unreachable && entry.version === version) {
      const age = now() - entry.storedAt;
      if (age < entry.lifetimeMs) return send(req, res, key, entry, "hit");
      if (entry.status === 200 && age < entry.lifetimeMs + STALE_WHILE_REVALIDATE_MS) {
        const revalidation = renderOnce(key, req, version);
        // Reported once, by the request that started the render.
        if (revalidation.first) revalidation.pending.catch((error) => onError?.(error));
        return send(req, res, key, entry, "stale");
      }
    }
    const { pending, first } = renderOnce(key, req, version);
    let outcome;
    try {
      outcome = await pending;
    } catch (error) {
      if (standsIn) {
        if (first) onError?.(error);
        return send(req, res, key, /** @type {PageEntry} */ (entry), "stale-if-error");
      }
      // The request that started the render reports it (through the server); those that waited only answer.
      if (first) throw error;
      res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
      return;
    }
    if (outcome.entry) return send(req, res, key, outcome.entry, first ? "miss" : "wait");
    if (outcome.rendered.status >= 500 && standsIn) return send(req, res, key, /** @type {PageEntry} */ (entry), "stale-if-error");
    // Not kept (a redirect, an error page): renders are anonymous (no cookie or credential reaches
    // them), so the waiters get the same answer; one that sets a cookie anyway is rendered for each.
    if (!first && outcome.rendered.headers.has("set-cookie")) return sendUncached(req, res, await turns.run(() => render(req)));
    return sendUncached(req, res, outcome.rendered);
  }

  return {
    handle,
    /** Entries held and the bytes they take. */
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/**
 * Runs at most `limit` tasks at a time, the others in the order they came.
 * @param {number} limit
 */
function admission(limit) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  return {
    /**
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    async run(task) {
      if (running >= limit) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
      else running += 1;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** @param {string} key */
function isDataKey(key) {
  const path = key.replace(/^bot /, "").split("?", 1)[0] ?? "";
  return path.endsWith(".data");
}
