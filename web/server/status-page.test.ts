import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { createStatusPages, isMachinePath, renderPath } from "./status-page.mjs";

/** A response that records what is written to it. */
function response() {
  const headers = new Map<string, unknown>();
  const res = {
    headersSent: false,
    status: 0,
    body: undefined as unknown,
    headers,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    writeHead(status: number, more: Record<string, unknown>) {
      res.status = status;
      for (const [name, value] of Object.entries(more)) headers.set(name.toLowerCase(), value);
      res.headersSent = true;
      return res;
    },
    end(body?: unknown) {
      res.body = body;
    },
  };
  return res;
}

const req = (url: string, headers: Record<string, string> = {}) =>
  ({ url, method: "POST", headers, complete: true }) as unknown as IncomingMessage;

describe("the server's own error answers", () => {
  const page = new Response("<!DOCTYPE html><h1>413</h1>", { status: 413, headers: { "Content-Type": "text/html", "Content-Security-Policy": "default-src 'self'" } });
  const options = () => ({
    render: vi.fn(async () => page.clone()),
    isBot: (r: IncomingMessage) => /bot/i.test(String(r.headers["user-agent"])),
    plainBody: (status: number) => `${status} Form Too Large\n`,
  });

  it("renders the site's error page for people, with the refusal's status and headers, never cached", async () => {
    const opts = options();
    const send = createStatusPages(opts);
    const res = response();
    await send(req("/claim?x=1", { "user-agent": "Mozilla/5.0" }), res as unknown as ServerResponse, { status: 413, message: "too much", headers: { Connection: "close" } });
    expect(opts.render).toHaveBeenCalledWith("/claim?x=1", expect.anything(), { status: 413, message: "too much" });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(String(res.body)).toContain("<h1>413</h1>");
  });

  it("answers crawlers and route data with the status and one line", async () => {
    for (const [url, ua] of [["/claim", "Googlebot/2.1"], ["/claim.data", "Mozilla/5.0"], ["/resources/newsletter", "Mozilla/5.0"]] as const) {
      const opts = options();
      const res = response();
      await createStatusPages(opts)(req(url, { "user-agent": ua }), res as unknown as ServerResponse, { status: 413, message: "x" });
      expect(opts.render).not.toHaveBeenCalled();
      expect(res.status).toBe(413);
      expect(String(res.body)).toBe("413 Form Too Large\n");
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    }
  });

  it("falls back to the one line when the error page cannot be rendered", async () => {
    const onError = vi.fn();
    const res = response();
    const send = createStatusPages({ ...options(), onError, render: async () => Promise.reject(new Error("boom")) });
    await send(req("/claim", { "user-agent": "Mozilla/5.0" }), res as unknown as ServerResponse, { status: 400, message: "x" });
    expect(res.status).toBe(400);
    expect(onError).toHaveBeenCalled();
  });

  it("renders at the address asked for, a leading // made one slash", () => {
    expect(renderPath("//example.com/x?y=1")).toBe("/example.com/x?y=1");
    expect(renderPath("/stores/%%bad")).toBe("/stores/%%bad");
    expect(isMachinePath("/about.data")).toBe(true);
    expect(isMachinePath("/resources/name-search")).toBe(true);
    expect(isMachinePath("/about")).toBe(false);
  });
});
