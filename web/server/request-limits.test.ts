import { PassThrough } from "node:stream";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { ALLOW, bodyLimitFor, hasUnreadBody, isReadableForm, readBody, refuseMethod, sizeText } from "./request-limits.mjs";

const limits = { formLimit: 64 * 1024, uploadLimit: 16 * 1024 * 1024 + 64 * 1024 };

/** A request whose body is written by the test (as much as it likes, as slowly as it likes). */
function request(headers: Record<string, string>, method = "POST") {
  const stream = new PassThrough();
  return Object.assign(stream, { headers, method, complete: false }) as unknown as IncomingMessage & PassThrough;
}

describe("refuseMethod", () => {
  it("lets GET, HEAD and POST through and refuses the rest with Allow", () => {
    for (const method of ["GET", "HEAD", "POST"]) expect(refuseMethod(method)).toBeUndefined();
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND", "CONNECT", undefined]) {
      expect(refuseMethod(method)).toMatchObject({ status: 405, headers: { Allow: ALLOW } });
    }
    expect(ALLOW).toBe("GET, HEAD, POST");
  });
});

describe("bodyLimitFor", () => {
  it("takes URL-encoded and multipart forms, the console's import with its larger limit", () => {
    expect(bodyLimitFor(request({ "content-type": "application/x-www-form-urlencoded;charset=UTF-8" }), "/claim", limits)).toEqual({ limit: limits.formLimit });
    expect(bodyLimitFor(request({ "content-type": "multipart/form-data; boundary=x" }), "/resources/newsletter", limits)).toEqual({ limit: limits.formLimit });
    expect(bodyLimitFor(request({ "content-type": "multipart/form-data; boundary=x" }), "/admin/import", limits)).toEqual({ limit: limits.uploadLimit });
    expect(bodyLimitFor(request({ "content-type": "multipart/form-data; boundary=x" }), "/admin/import.data", limits)).toEqual({ limit: limits.uploadLimit });
    // Only the file upload is larger there.
    expect(bodyLimitFor(request({ "content-type": "application/x-www-form-urlencoded" }), "/admin/import", limits)).toEqual({ limit: limits.formLimit });
  });

  it("refuses anything else with 415, and a multipart form without its boundary", () => {
    for (const type of [undefined, "", "application/json", "text/plain", "multipart/form-data", "multipart/form-data; boundary=", "multipart/mixed; boundary=x", "garbage;;;"]) {
      const headers: Record<string, string> = type === undefined ? {} : { "content-type": type };
      expect(bodyLimitFor(request(headers), "/claim", limits), String(type)).toMatchObject({ status: 415 });
    }
  });
});

describe("readBody", () => {
  it("reads a body within its limit", async () => {
    const req = request({ "content-length": "9" });
    req.end("email=a@b");
    expect(String(await readBody(req, 64))).toBe("email=a@b");
  });

  it("refuses a declared length over the limit without reading a byte", async () => {
    const req = request({ "content-length": String(200 * 1024 * 1024) });
    let read = false;
    req.on("data", () => (read = true));
    expect(await readBody(req, 64 * 1024)).toMatchObject({ status: 413, headers: { Connection: "close" } });
    expect(read).toBe(false);
  });

  it("stops reading a body without a length once it passes the limit", async () => {
    const req = request({ "transfer-encoding": "chunked" });
    let written = 0;
    // A client that would send 200 MB: chunks are written only while the reader asks for more.
    const write = () => {
      while (written < 200 * 1024 * 1024 && req.write(Buffer.alloc(16 * 1024))) written += 16 * 1024;
    };
    req.on("drain", write);
    write();
    expect(await readBody(req, 64 * 1024)).toMatchObject({ status: 413 });
    expect(written).toBeLessThan(1024 * 1024);
  });

  it("refuses a compressed body (415) and one cut short (400)", async () => {
    const gzip = request({ "content-encoding": "gzip", "content-length": "4" });
    expect(await readBody(gzip, 64)).toMatchObject({ status: 415 });
    const cut = request({ "content-length": "100" });
    cut.write("abc");
    // What Node's request emits when the client goes away mid-body.
    setTimeout(() => cut.emit("aborted"), 10);
    expect(await readBody(cut, 1000)).toMatchObject({ status: 400 });
  });
});

describe("isReadableForm", () => {
  it("parses multipart bodies, and accepts URL-encoded ones as they are", async () => {
    const form = new FormData();
    form.set("email", "a@b.co");
    const sent = new Response(form);
    const type = sent.headers.get("content-type")!;
    expect(await isReadableForm(Buffer.from(await sent.arrayBuffer()), type)).toBe(true);
    expect(await isReadableForm(Buffer.from("garbage"), "multipart/form-data; boundary=b")).toBe(false);
    expect(await isReadableForm(Buffer.from("%%%&&=="), "application/x-www-form-urlencoded")).toBe(true);
  });
});

describe("hasUnreadBody and sizeText", () => {
  it("knows a request with bytes still on their way", () => {
    expect(hasUnreadBody(request({ "content-length": String(2 * 1024 * 1024) }))).toBe(true);
    // A small rest is read and dropped, so the client surely reads the answer.
    expect(hasUnreadBody(request({ "content-length": "70000" }))).toBe(false);
    expect(hasUnreadBody(request({ "transfer-encoding": "chunked" }))).toBe(true);
    expect(hasUnreadBody(request({}, "GET"))).toBe(false);
    expect(hasUnreadBody(Object.assign(request({ "content-length": String(2 * 1024 * 1024) }), { complete: true }))).toBe(false);
  });

  it("writes limits as people read them", () => {
    expect(sizeText(64 * 1024)).toBe("64 KB");
    expect(sizeText(16 * 1024 * 1024 + 64 * 1024)).toBe("16.1 MB");
    expect(sizeText(500)).toBe("500 bytes");
  });
});
