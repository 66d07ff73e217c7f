// The content client's transport on the web server: node:http over kept-alive connections instead of
// the global `fetch` (undici), whose request, Web Stream and WebAssembly parser machinery cost more:
// counted with scripts/count-render.mjs, a store page's render took ~4 % fewer instructions with this
// transport, and left less garbage to collect. It does what the client needs of `fetch` and no more,
// because it only ever talks to our own content service:
//
// - the whole body is read as it arrives, so every connection goes back to the pool whether the
//   client parses the body (`json`, UTF-8 without a byte order mark, as `fetch` reads it) or drops it
//   (`cancel`); a response resolves once its body is complete;
// - no redirects are followed and nothing is decompressed: the content service answers API calls
//   without redirects, and the client asks for `Accept-Encoding: identity` (decision 003);
// - failures reject as `fetch` rejects, so the client sorts them the same way: a connection that fails
//   with a TypeError "fetch failed" (the cause is node's error), a body cut off with a TypeError
//   "terminated", an aborted request (the client's per-attempt time limit or the caller's signal)
//   with the signal's reason;
// - an address that is not `http:` (an `https:` content service) goes to the global `fetch`.
import { Agent, type IncomingMessage, request } from "node:http";
import type { ContentFetch, ContentFetchInit, ContentResponse } from "./client";

/**
 * The connections to the content service, kept open between requests. An idle one is closed after
 * 4 s (as undici does), before a server would close it under a request being written.
 */
const agent = new Agent({ keepAlive: true, timeout: 4_000 });

class BufferedResponse implements ContentResponse {
  readonly ok: boolean;
  readonly body = { cancel: async () => undefined };

  constructor(
    readonly status: number,
    private readonly bytes: Buffer,
  ) {
    this.ok = status >= 200 && status <= 299;
  }

  async json(): Promise<unknown> {
    const text = this.bytes.toString("utf8");
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  }
}

/** Sends one request to the content service and reads its whole answer. */
export const contentFetch: ContentFetch = (url, init) => {
  if (!url.startsWith("http:")) return fetch(url, init);
  return httpRequest(url, init);
};

function httpRequest(url: string, { method, headers, body, signal }: ContentFetchInit): Promise<ContentResponse> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    let response: IncomingMessage | undefined;
    let settled = false;
    const settle = (value: ContentResponse | undefined, error?: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      if (value) resolve(value);
      else reject(error);
    };
    const fail = (error: unknown) => settle(undefined, error);

    const sent = { ...headers };
    if (body !== undefined) sent["Content-Length"] = String(typeof body === "string" ? Buffer.byteLength(body) : body.byteLength);
    const req = request(url, { method, headers: sent, agent });

    function onAbort() {
      fail(signal.reason);
      req.destroy();
    }
    signal.addEventListener("abort", onAbort);

    req.on("error", (error) => {
      // Before the answer began, the connection failed; after, the answer was cut off.
      fail(response ? new TypeError("terminated", { cause: error }) : new TypeError("fetch failed", { cause: error }));
    });
    req.on("response", (res) => {
      response = res;
      const chunks: Buffer[] = [];
      let length = 0;
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
      });
      res.on("error", (error) => fail(new TypeError("terminated", { cause: error })));
      res.on("end", () => {
        const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
        settle(new BufferedResponse(res.statusCode ?? 0, bytes));
      });
      res.on("close", () => {
        if (!res.complete) fail(new TypeError("terminated", { cause: new Error("the content service closed the connection") }));
      });
    });
    req.end(body);
  });
}
