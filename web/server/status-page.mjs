// @ts-check
// Error answers the web server gives before the app runs (a refused method or form, a malformed
// address). People get the site's error page, rendered by the app at the address they asked for, so
// it looks and works like every other error page; crawlers get the status and a one-line body, as
// for the app's own errors (app/entry.server.tsx), and so do requests that are not pages (route
// data, the JSON resources), whose clients read the status.
import { encodeForRequest } from "./page-cache.mjs";
import { hasUnreadBody } from "./request-limits.mjs";
import { responseBytes } from "./response-bytes.mjs";

/**
 * @typedef {import("./request-limits.mjs").Refusal} Refusal
 * @typedef {{ status: number, message: string }} PageError What the app's root loader throws
 *   (app/lib/errors/page-error.server.ts).
 */

/**
 * @typedef {object} StatusPageOptions
 * @property {(pathAndQuery: string, req: import("node:http").IncomingMessage, pageError: PageError) => Promise<Response>} render
 *   Renders the error page at an address (a GET with the request's User-Agent and Accept only).
 * @property {(req: import("node:http").IncomingMessage) => boolean} isBot
 * @property {(status: number) => string} plainBody "404 Page Not Found\n"
 * @property {(error: unknown) => void} [onError] Told when the error page itself could not be rendered.
 */

/**
 * The address to render an error page at: the request's own, with a leading `//` made one slash (a
 * path starting with two would read as another host).
 * @param {string | undefined} url
 */
export function renderPath(url) {
  return (url ?? "/").replace(/^\/{2,}/, "/");
}

/**
 * Whether an answer to this path is for a program rather than a person reading a page.
 * @param {string} pathname
 */
export function isMachinePath(pathname) {
  return pathname.endsWith(".data") || pathname.startsWith("/resources/");
}

/** @param {StatusPageOptions} options */
export function createStatusPages({ render, isBot, plainBody, onError }) {
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {Record<string, string>} headers
   */
  function sendPlain(req, res, status, headers) {
    const body = Buffer.from(plainBody(status));
    res.writeHead(status, {
      ...headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Answers a request with the refusal's status, message and headers. A post whose body was not
   * read to its end is answered with `Connection: close`, so what the client still sends is not read.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {Refusal} refusal
   */
  return async function sendStatusPage(req, res, refusal) {
    const headers = { ...refusal.headers };
    if (hasUnreadBody(req)) headers.Connection = "close";
    const url = renderPath(req.url);
    const pathname = url.split("?", 1)[0] ?? "/";
    if (isBot(req) || isMachinePath(pathname)) return sendPlain(req, res, refusal.status, headers);
    let page;
    try {
      const response = await render(url, req, { status: refusal.status, message: refusal.message });
      page = { headers: response.headers, body: await responseBytes(response) };
    } catch (error) {
      onError?.(error);
    }
    if (res.headersSent) return;
    if (!page || !/^text\/html\b/i.test(page.headers.get("content-type") ?? "")) return sendPlain(req, res, refusal.status, headers);
    const { encoding, body } = encodeForRequest(page.body, req.headers["accept-encoding"]);
    for (const [name, value] of page.headers) {
      if (name !== "content-length" && name !== "content-encoding" && name !== "cache-control") res.setHeader(name, value);
    }
    res.writeHead(refusal.status, {
      ...headers,
      "Cache-Control": "no-store",
      Vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      "Content-Length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
