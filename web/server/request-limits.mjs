// @ts-check
// What the web server accepts from a client before any of the app runs: the methods pages answer,
// the bodies form posts may send (their type and size), and what happens to the rest.
//
// Pages answer GET and HEAD, and form posts (POST) to their actions. A form post is URL-encoded or
// multipart (the newsletter's script sends FormData; the console's import a file), at most
// WEB_FORM_BODY_LIMIT (64 KB), the console's import at most WEB_UPLOAD_BODY_LIMIT (16 MB and 64 KB:
// its own 16 MB limit on the file and room for the fields). A body is read here, within its limit,
// before the app sees it: React Router's `request.formData()` would read whatever a client sends
// into memory (three 200 MB posts took a worker from 142 MB to 1.37 GB). A declared length over the
// limit is refused without reading a byte; a body without one (chunked) is read until it passes the
// limit, then the connection is closed.
import contentType from "content-type";
import getRawBody from "raw-body";

/** The methods pages answer. */
export const ALLOWED_METHODS = Object.freeze(["GET", "HEAD", "POST"]);
/** The Allow header of a 405 and of OPTIONS. */
export const ALLOW = ALLOWED_METHODS.join(", ");

/**
 * The console's import form, as a document post and as React Router's data request.
 * @param {string} pathname
 */
export function isUploadPath(pathname) {
  return pathname === "/admin/import" || pathname === "/admin/import.data";
}

/**
 * @typedef {{ status: number, message: string, headers?: Record<string, string> }} Refusal
 *   An answer the server gives instead of the app: the status, the message the error page shows
 *   and headers of its own (Allow, Connection).
 * @typedef {{ formLimit: number, uploadLimit: number }} BodyLimits
 */

/**
 * Why a request's method is refused, if it is.
 * @param {string | undefined} method
 * @returns {Refusal | undefined}
 */
export function refuseMethod(method) {
  if (method && ALLOWED_METHODS.includes(method)) return undefined;
  return { status: 405, message: `This address does not accept ${String(method).slice(0, 20)} requests.`, headers: { Allow: ALLOW } };
}

/**
 * The most a post may send, by its Content-Type, or why it is refused (415): only forms are taken,
 * and a multipart form needs its boundary to be read at all.
 * @param {import("node:http").IncomingMessage} req
 * @param {string} pathname
 * @param {BodyLimits} limits
 * @returns {{ limit: number } | Refusal}
 */
export function bodyLimitFor(req, pathname, limits) {
  const unsupported = { status: 415, message: "This address accepts forms only (URL-encoded or multipart)." };
  const header = req.headers["content-type"];
  if (!header) return unsupported;
  let parsed;
  try {
    parsed = contentType.parse(header);
  } catch {
    return unsupported;
  }
  if (parsed.type === "application/x-www-form-urlencoded") return { limit: limits.formLimit };
  if (parsed.type === "multipart/form-data") {
    if (!parsed.parameters.boundary) return unsupported;
    return { limit: isUploadPath(pathname) ? limits.uploadLimit : limits.formLimit };
  }
  return unsupported;
}

/** "64 KB", "16.1 MB": a limit as a visitor reads it. */
export function sizeText(/** @type {number} */ limit) {
  if (limit >= 1024 * 1024) return `${Math.round((limit / (1024 * 1024)) * 10) / 10} MB`;
  if (limit >= 1024) return `${Math.round(limit / 1024)} KB`;
  return `${limit} bytes`;
}

/**
 * The refusal of a body over its limit. The connection is closed after the answer: what the client
 * is still sending is not read.
 * @param {number} limit
 * @returns {Refusal}
 */
export function tooLarge(limit) {
  return { status: 413, message: `This form sent more than ${sizeText(limit)}, the most this address accepts.`, headers: { Connection: "close" } };
}

/**
 * Reads a post's body within its limit. Resolves the bytes, or a refusal: 413 past the limit (a
 * declared length over it is refused before anything is read), 400 when the body is cut short or
 * its length is wrong, 415 for a compressed body (no browser sends one).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | Refusal>}
 */
export async function readBody(req, limit) {
  const encoding = (req.headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding !== "identity") return { status: 415, message: "A form must not be compressed." };
  try {
    return await getRawBody(req, { length: req.headers["content-length"], limit });
  } catch (error) {
    const type = /** @type {{ type?: string }} */ (error)?.type;
    if (type === "entity.too.large") return tooLarge(limit);
    return { status: 400, message: "The form could not be read completely.", headers: { Connection: "close" } };
  }
}

/**
 * Whether a multipart body can be read as a form: a post whose parts do not parse is refused here
 * (415) rather than failing in an action. URL-encoded bodies always parse.
 * @param {Buffer} body
 * @param {string} type the request's Content-Type
 */
export async function isReadableForm(body, type) {
  if (!/^\s*multipart\//i.test(type)) return true;
  try {
    await new Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * Below this, what a client still sends after a refusal is read and dropped (Node does so to keep
 * the connection), so it surely reads the answer; above it the connection is closed at once.
 */
export const DRAIN_BYTES = 1024 * 1024;

/**
 * Whether a refusal must close the connection, so the rest of a large (or unmeasured) body is never
 * read. The client may then see the connection reset before it reads the answer; browsers sending
 * megabytes to a form are not people using the site.
 * @param {import("node:http").IncomingMessage} req
 */
export function hasUnreadBody(req) {
  if (req.complete) return false;
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > DRAIN_BYTES;
}

/**
 * The Express middleware in front of the app: OPTIONS answered with what is allowed, other methods
 * than GET, HEAD and POST refused (405), and a post's body checked and read within its limit into
 * `req.body` (./react-router-handler.mjs hands it to the app).
 * @param {{ limits: BodyLimits, refuse: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, refusal: Refusal) => Promise<void> | void }} options
 * @returns {import("express").RequestHandler}
 */
export function createRequestGuard({ limits, refuse }) {
  return async (req, res, next) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, { Allow: ALLOW, "Cache-Control": "no-store", ...(hasUnreadBody(req) ? { Connection: "close" } : {}) }).end();
      return;
    }
    const refusedMethod = refuseMethod(req.method);
    if (refusedMethod) return refuse(req, res, refusedMethod);
    if (req.method !== "POST") return next();
    const rule = bodyLimitFor(req, req.path, limits);
    if ("status" in rule) return refuse(req, res, rule);
    const body = await readBody(req, rule.limit);
    if (!Buffer.isBuffer(body)) return refuse(req, res, body);
    if (!(await isReadableForm(body, String(req.headers["content-type"])))) {
      return refuse(req, res, { status: 415, message: "The form's parts could not be read." });
    }
    /** @type {import("express").Request & { body?: Buffer }} */ (req).body = body;
    next();
  };
}
