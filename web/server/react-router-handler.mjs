// @ts-check
// React Router's request handler for Express, as @react-router/express's, but a post's body is the
// one ./request-limits.mjs read within its limit (`req.body`), never the raw request stream: the
// adapter's own would hand the app whatever the client sends.
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler as createRouterHandler } from "react-router";
import { takePageBytes } from "./response-bytes.mjs";

/**
 * @typedef {import("express").Request & { body?: Buffer }} PageRequest
 * @typedef {(req: PageRequest) => import("react-router").AppLoadContext} LoadContextOf
 */

/**
 * The request's address as the app sees it: @react-router/express's rules (the Host header's name
 * only up to a character that would start a path, credentials or a fragment; X-Forwarded-Host when
 * trusted).
 * @param {PageRequest} req
 */
export function requestUrl(req) {
  const forwarded = req.app?.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwarded, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

/** @param {import("node:http").IncomingHttpHeaders} incoming */
function headersOf(incoming) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * @param {{ build: import("react-router").ServerBuild, mode: string, getLoadContext: LoadContextOf }} options
 * @returns {import("express").RequestHandler}
 */
export function createPageRequestHandler({ build, mode, getLoadContext }) {
  const handle = createRouterHandler(build, mode);
  return async (req, res, next) => {
    try {
      /** @type {AbortController | null} */
      let controller = new AbortController();
      res.on("finish", () => (controller = null));
      res.on("close", () => controller?.abort());
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(requestUrl(req), {
        method: req.method,
        headers: headersOf(req.headers),
        signal: controller.signal,
        body: hasBody ? (req.body ?? Buffer.alloc(0)) : undefined,
      });
      const response = await handle(request, getLoadContext(req));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      // A rendered page's bytes as they are; anything else as it streams.
      const pageBytes = takePageBytes(response);
      if (pageBytes) res.end(req.method === "HEAD" ? undefined : pageBytes);
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}
