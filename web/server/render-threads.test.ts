// Renders spread over worker threads: real threads (a stand-in thread script speaking the real
// protocol, server/test-fixtures/echo-render-thread.mjs) and the main thread's own render.
import { afterEach, describe, expect, it } from "vitest";
import { createRenderers } from "./render-threads.mjs";

const script = new URL("./test-fixtures/echo-render-thread.mjs", import.meta.url);
const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((renderers) => renderers.close()));
});

function start(threads: number) {
  const errors: string[] = [];
  const reports: { message: string; details: unknown }[] = [];
  const renderers = createRenderers({
    threads,
    script,
    workerData: {},
    async local(url) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { status: 200, headers: new Headers({ "Content-Type": "text/html" }), body: Buffer.from(`<p>${new URL(url).pathname} by the main thread</p>`) };
    },
    onError: (error) => errors.push(error.message),
    onReport: (error, details) => reports.push({ message: error.message, details }),
  });
  open.push(renderers);
  return { renderers, errors, reports };
}

/** Renders until a thread answers (threads take a moment to start). */
async function firstThreadAnswer(renderers: ReturnType<typeof start>["renderers"]) {
  for (let i = 0; i < 100; i++) {
    const page = await renderers.render("http://site.test/ready", []);
    if (page.body.includes("by thread")) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no thread answered");
}

describe("render threads", () => {
  it("hand a thread's page over whole: status, headers and bytes", async () => {
    const { renderers } = start(1);
    await firstThreadAnswer(renderers);
    const page = await renderers.render("http://site.test/stores/a", [["user-agent", "Firefox"], ["accept", "text/html"]]);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const text = page.body.toString();
    expect(text).toMatch(/^<p>\/stores\/a by thread \d+ for \[\["user-agent","Firefox"\],\["accept","text\/html"\]\]<\/p>x{5000}$/);
  });

  it("spread renders under way: the busiest renderer gets no more until the others have as many", async () => {
    const { renderers } = start(2);
    await firstThreadAnswer(renderers);
    await new Promise((resolve) => setTimeout(resolve, 300)); // both threads ready
    const pages = await Promise.all(["/slow", "/slow", "/slow", "/slow", "/slow", "/slow"].map((path) => renderers.render(`http://site.test${path}`, [])));
    const by = pages.map((page) => page.body.toString().match(/by (thread \d+|the main thread)/)?.[1]);
    const counts = new Map<string | undefined, number>();
    for (const who of by) counts.set(who, (counts.get(who) ?? 0) + 1);
    expect([...counts.values()]).toEqual([2, 2, 2]);
    expect(counts.has("the main thread")).toBe(true);
  });

  it("the main thread renders alone with no threads", async () => {
    const { renderers } = start(0);
    const page = await renderers.render("http://site.test/terms", []);
    expect(page.body.toString()).toBe("<p>/terms by the main thread</p>");
  });

  it("pass a render's error back as an error of the render", async () => {
    const { renderers, errors } = start(1);
    await firstThreadAnswer(renderers);
    const failing = renderers.render("http://site.test/fail", []);
    await expect(failing).rejects.toThrow("the page could not render");
    await expect(failing).rejects.toHaveProperty("name", "TypeError");
    expect(errors).toEqual([]);
  });

  it("pass the app's error reports on with their details", async () => {
    const { renderers, reports } = start(1);
    await firstThreadAnswer(renderers);
    await renderers.render("http://site.test/report", []);
    expect(reports).toEqual([{ message: "reported from a thread", details: { tags: { where: "thread" } } }]);
  });

  it("fail the renders of a thread that ends, start another, and render on", async () => {
    const { renderers, errors } = start(1);
    await firstThreadAnswer(renderers);
    await expect(renderers.render("http://site.test/crash", [])).rejects.toThrow("render thread ended (exit code 3)");
    expect(errors).toEqual(["render thread ended (exit code 3)"]);
    const page = await firstThreadAnswer(renderers);
    expect(page.status).toBe(200);
  });

  it("report a thread ended by what it threw once, with what it threw", async () => {
    const { renderers, errors } = start(1);
    await firstThreadAnswer(renderers);
    await expect(renderers.render("http://site.test/uncaught", [])).rejects.toThrow("render thread ended (exit code 1): out of something");
    expect(errors).toEqual(["render thread ended (exit code 1): out of something"]);
    await firstThreadAnswer(renderers);
  });
});
