import { describe, expect, it } from "vitest";
import { responseBytes, takePageBytes } from "../../../server/response-bytes.mjs";
import { RenderedPage } from "./rendered-page.server";

const html = "<!DOCTYPE html><html><head><title>Caf\u00e9 \u2013 Hudson</title></head><body>\u2605</body></html>";
/** The page in pieces as a render leaves it: text, and a stylesheet's bytes. */
const pieces = () => ["<!DOCTYPE html><html><head><title>Caf\u00e9 ", Buffer.from("\u2013 Hudson"), "</title></head><body>\u2605</body></html>"];
const page = () => new RenderedPage(pieces(), { status: 200, headers: { "Content-Type": "text/html" } });

describe("a rendered page", () => {
  it("hands the server its bytes, once, in one buffer of their exact length", async () => {
    const response = new RenderedPage(pieces(), { status: 404, headers: { "Content-Type": "text/html" } });
    expect(response.bodyUsed).toBe(false);
    const bytes = await responseBytes(response);
    expect(bytes.toString("utf8")).toBe(html);
    expect(bytes.byteLength).toBe(Buffer.byteLength(html));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html");
    // Taken: the page keeps nothing, and says so as any read Response does.
    expect(response.bodyUsed).toBe(true);
    expect(() => takePageBytes(response)).toThrow(/already been read/);
    await expect(response.text()).rejects.toThrow(/already been read/);
  });

  it("reads as any Response does, for readers that do not know it", async () => {
    expect(await page().text()).toBe(html);
    expect(Buffer.from(await page().arrayBuffer()).toString()).toBe(html);
    expect(await (await page().blob()).text()).toBe(html);
    expect(Buffer.from(await page().bytes()).toString()).toBe(html);
    expect(await new Response(page().body).text()).toBe(html);
    expect(await page().clone().text()).toBe(html);
    // Another answer is read through its body.
    expect((await responseBytes(new Response(html))).toString()).toBe(html);
  });

  it("a copy reads on its own, and a read body cannot be copied", async () => {
    const response = page();
    const copy = response.clone();
    expect(await response.text()).toBe(html);
    expect(await copy.text()).toBe(html);
    expect(() => response.clone()).toThrow(/already been read/);
  });
});
