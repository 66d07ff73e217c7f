import { describe, expect, it } from "vitest";
import { responseBytes } from "../../../server/response-bytes.mjs";
import { RenderedPage } from "./rendered-page.server";

const html = "<!DOCTYPE html><html><head><title>Caf\u00e9 \u2013 Hudson</title></head><body>\u2605</body></html>";
const page = () => new RenderedPage(Buffer.from(html), { status: 200, headers: { "Content-Type": "text/html" } });

describe("a rendered page", () => {
  it("hands the server its bytes as they are", async () => {
    const bytes = Buffer.from(html);
    const response = new RenderedPage(bytes, { status: 404, headers: { "Content-Type": "text/html" } });
    expect(await responseBytes(response)).toBe(bytes);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html");
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

  it("reading one copy leaves the bytes whole", async () => {
    const response = page();
    const copy = await response.arrayBuffer();
    new Uint8Array(copy).fill(0);
    expect(await response.text()).toBe(html);
  });
});
