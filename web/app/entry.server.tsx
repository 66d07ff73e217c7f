// Server entry: React Router's Node renderer, rendering each document whole before it is sent, plus
// three rules: every page carries a Content-Security-Policy with a nonce of its own (a page the page
// cache keeps keeps its nonce and policy with it: docs/decisions/017-content-security-policy.md); a
// 503 (the content service unreachable) says when to try again; an error answered to a bot (isbot)
// is the status with a minimal plain-text body, not the error page.
import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { errorPageContent } from "./lib/errors/error-page";
import type { Piece } from "./lib/layout/document-pieces.server";
import { finishDocument } from "./lib/layout/finish-document.server";
import { buildStylesheet } from "./lib/layout/inline-stylesheets.server";
import { RenderedPage } from "./lib/layout/rendered-page.server";
import { reportServerError } from "./lib/errors/error-reporting.server";
import { outageHeaders } from "./lib/errors/route-errors";
import { publicConfig } from "./lib/config/config.server";
import { contentSecurityPolicy, createNonce } from "./lib/security/content-security-policy";
import { NonceContext } from "./lib/security/nonce";

// web/server.js installs the reporter through the build's entry module when ERROR_REPORTING_DSN is set.
export { setServerErrorReporter } from "./lib/errors/error-reporting.server";

export const streamTimeout = 5_000;

/** The body a bot gets for an error status: "404 Page Not Found". */
export function botErrorBody(status: number): string {
  const { title } = errorPageContent(status);
  return `${status} ${title}\n`;
}

/** Route data (`.data` requests of client navigations) gets the same outage headers as pages. */
export function handleDataRequest(response: Response): Response {
  for (const [name, value] of Object.entries(outageHeaders(response.status))) response.headers.set(name, value);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const userAgent = request.headers.get("user-agent");
  const bot = Boolean(userAgent && isbot(userAgent));
  for (const [name, value] of Object.entries(outageHeaders(responseStatusCode))) responseHeaders.set(name, value);
  const nonce = createNonce();
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, publicConfig()));

  if (bot && responseStatusCode >= 400) {
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    responseHeaders.set("Cache-Control", "no-store");
    responseHeaders.set("X-Robots-Tag", "noindex");
    return new Response(request.method.toUpperCase() === "HEAD" ? null : botErrorBody(responseStatusCode), {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The whole document is rendered before it is sent: loaders have all the data before rendering
  // starts, so streaming would only send the same bytes in pieces, and the page cache keeps whole
  // pages. React's production writer hands its text over as text (`writeText`, patched in:
  // docs/decisions/027-react-dom-server-writer-patched.md), rewritten when the render ends
  // (lib/layout/finish-document.server.ts) and encoded once, when the page's bytes are taken
  // (RenderedPage); no web stream in between (~5 % of a page).
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const written: Piece[] = [];
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const collect = Object.assign(
      new Writable({
        write(chunk: Buffer | string, _encoding, callback) {
          written.push(chunk);
          callback();
        },
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          responseHeaders.set("Content-Type", "text/html");
          const page = finishDocument(written, { readCss: buildStylesheet, startModulesLate: import.meta.env.PROD });
          // What React wrote is let go of: this array is as old as the render (see RenderedPage).
          written.length = 0;
          // Not a string body, which the Response would check and encode again: the server takes
          // the page's bytes as they are (RenderedPage), not through a stream.
          resolve(new RenderedPage(page, { headers: responseHeaders, status: responseStatusCode }));
          callback();
        },
      }),
      {
        writeText(text: string) {
          written.push(text);
        },
      },
    );

    const app = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // React outlines a finished <Suspense> boundary bigger than 12.8 KB (its default): the content
      // goes out in a hidden <div> after the footer and a script moves it in place, later. A store or
      // A–Z page's whole main content is such a boundary (routes/stores.$slug.tsx), so the page was
      // blank there until that script ran, and crawlers without JavaScript saw it hidden. Loaders
      // have all the data before rendering starts, so there is nothing to gain by outlining: never.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(collect);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // An error before the shell is React Router's to report (onShellError rejects).
        if (shellRendered) {
          console.error(error);
          reportRequestError(error, request);
        }
      },
    });
  });
}

/** "GET /stores/x": the method and path of a request (never its query, which may be personal). */
function requestLabel(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}

function reportRequestError(error: unknown, request: Request): void {
  reportServerError(error, { tags: { source: "web" }, extra: { request: requestLabel(request) } });
}

/**
 * Errors of loaders, actions and rendering (not the error responses loaders throw on purpose): logged
 * and reported, but not for requests the visitor aborted (a superseded name search, a closed tab).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // React Router's own 4xx (a POST to a page without an action, a body it cannot decode) is the
  // visitor's doing: logged, never reported.
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${requestLabel(request)}: ${error.status} ${error.statusText}`);
    return;
  }
  console.error(error);
  reportRequestError(error, request);
};
