// Renders spread over worker threads: real threads (a stand-in thread script speaking the real
// protocol, server/test-fixtures/echo-render-thread.mjs) and the main thread's own render.
import { afterEach, describe, expect, it } from "vitest";
import { MAIN_THREAD_HANDICAP, createRenderers } from "./render-threads.mjs";

const script = new URL("./test-fixtures/echo-render-thread.mjs", import.meta.url);
const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((renderers) => renderers.close()));
});

function start(threads: number, workerData: Record<string, unknown> = {}, perRenderer?: number, mainThreadHandicap?: number) {
  const errors: string[] = [];
  const local = { running: 0, most: 0 };
  const reports: { message: string; details: unknown }[] = [];
  const renderers = createRenderers({
    threads,
    script,
    workerData,
    perRenderer,
    mainThreadHandicap,
    async local(url) {
      local.running += 1;
      local.most = Math.max(local.most, local.running);
      await new Promise((resolve) => setTimeout(resolve, 200));
      local.running -= 1;
      return { status: 200, headers: new Headers({ "Content-Type": "text/html" }), body: Buffer.from(`<p>${new URL(url).pathname} by the main thread</p>`) };
    },
    onError: (error) => errors.push(error.message),
    onReport: (error, details) => reports.push({ message: error.message, details }),
  });
  open.push(renderers);
  return { renderers, errors, reports, local };
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
    const { renderers } = start(2, {}, undefined, 0);
    await firstThreadAnswer(renderers);
    await new Promise((resolve) => setTimeout(resolve, 300)); // both threads ready
    const pages = await Promise.all(["/slow", "/slow", "/slow", "/slow", "/slow", "/slow"].map((path) => renderers.render(`http://site.test${path}`, [])));
    const by = pages.map((page) => page.body.toString().match(/by (thread \d+|the main thread)/)?.[1]);
    const counts = new Map<string | undefined, number>();
    for (const who of by) counts.set(who, (counts.get(who) ?? 0) + 1);
    expect([...counts.values()]).toEqual([2, 2, 2]);
    expect(counts.has("the main thread")).toBe(true);
  });

  it("give the main thread a render only once a thread holds the handicap more than it", async () => {
    // Handicap 3, four a renderer: the thread takes the first four (ties go to a thread), then the
    // two take turns, the thread holding three more, until the thread's room (4 + 3) is full.
    const { renderers, local } = start(1, {}, 4, MAIN_THREAD_HANDICAP);
    await firstThreadAnswer(renderers);
    local.most = 0; // the main thread rendered while the thread started
    const byThread = async (count: number) => {
      const pages = await Promise.all(Array.from({ length: count }, () => renderers.render("http://site.test/slow", [])));
      return pages.filter((page) => page.body.toString().includes("by thread")).length;
    };
    expect(await byThread(4)).toBe(4);
    expect(local.most).toBe(0);
    expect(await byThread(8)).toBe(6);
    expect(local.most).toBe(2);
    // Past the thread's room, the main thread takes the rest (up to its own four).
    expect(await byThread(11)).toBe(7);
    expect(local.most).toBe(4);
  });

  it("keep at most the limit under way on a renderer, the main thread alone too", async () => {
    const { renderers, local } = start(0, {}, 2);
    const pages = await Promise.all([1, 2, 3, 4, 5].map((n) => renderers.render(`http://site.test/${n}`, [])));
    expect(pages.map((page) => page.body.toString())).toEqual([1, 2, 3, 4, 5].map((n) => `<p>/${n} by the main thread</p>`));
    expect(local.most).toBe(2);
  });

  it("the main thread renders alone with no threads", async () => {
    const { renderers } = start(0);
    const page = await renderers.render("http://site.test/terms", []);
    expect(page.body.toString()).toBe("<p>/terms by the main thread</p>");
  });

  it("copy a small page out of Node's shared pool of buffers, and keep every header", async () => {
    const { renderers } = start(1);
    await firstThreadAnswer(renderers);
    expect((await renderers.render("http://site.test/small", [])).body.toString()).toBe("<p>small</p>");
    const cookies = await renderers.render("http://site.test/cookies", []);
    expect(cookies.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("pass a render's error back as an error of the render, with its cause", async () => {
    const { renderers, errors } = start(1);
    await firstThreadAnswer(renderers);
    const failing = renderers.render("http://site.test/fail", []);
    await expect(failing).rejects.toThrow("the page could not render");
    await expect(failing).rejects.toHaveProperty("name", "TypeError");
    await expect(failing).rejects.toHaveProperty("cause.message", "the content service said 503");
    expect(errors).toEqual([]);
  });

  it("pass the app's error reports on with the details that can be copied", async () => {
    const { renderers, reports } = start(1);
    await firstThreadAnswer(renderers);
    await renderers.render("http://site.test/report", []);
    expect(reports).toEqual([{ message: "{ status: 503, body: 'not an Error' }", details: { tags: { where: "thread" } } }]);
  });

  it("report a promise nobody handled, and render on", async () => {
    const { renderers, reports, errors } = start(1);
    await firstThreadAnswer(renderers);
    await renderers.render("http://site.test/stray", []);
    await expect.poll(() => reports.map((report) => report.message)).toEqual(["nobody handles this"]);
    expect((await renderers.render("http://site.test/after", [])).body.toString()).toMatch(/^<p>\/after by thread/);
    expect(errors).toEqual([]);
  });

  it("fail the renders of a thread that ends with the reason, start another, and render on", async () => {
    const { renderers, errors } = start(1);
    await firstThreadAnswer(renderers);
    await expect(renderers.render("http://site.test/crash", [])).rejects.toThrow("render thread ended (exit code 3)");
    // The failed render carries the reason (the page cache reports it): not reported twice.
    expect(errors).toEqual([]);
    const page = await firstThreadAnswer(renderers);
    expect(page.status).toBe(200);
  });

  it("fail a render with what its thread threw when that ended it", async () => {
    const { renderers, errors } = start(1);
    await firstThreadAnswer(renderers);
    const failing = renderers.render("http://site.test/uncaught", []);
    await expect(failing).rejects.toThrow("render thread ended (exit code 1): out of something");
    await expect(failing).rejects.toHaveProperty("cause.name", "RangeError");
    expect(errors).toEqual([]);
    await firstThreadAnswer(renderers);
  });

  it("report a thread that ends holding no render, once", async () => {
    const { renderers, errors } = start(1);
    await firstThreadAnswer(renderers);
    expect((await renderers.render("http://site.test/end-later", [])).status).toBe(200);
    await expect.poll(() => errors).toEqual(["render thread ended (exit code 4)"]);
    await firstThreadAnswer(renderers);
    expect(errors).toHaveLength(1);
  });

  it("give threads up when they keep ending at start: the main thread renders alone", async () => {
    const { renderers, errors } = start(1, { endAtStart: true });
    await expect.poll(() => errors.at(-1), { timeout: 10_000 }).toBe("render threads keep ending at start: the main thread renders alone");
    expect(errors).toEqual([
      "render thread ended (exit code 5)",
      "render thread ended (exit code 5)",
      "render thread ended (exit code 5)",
      "render threads keep ending at start: the main thread renders alone",
    ]);
    expect((await renderers.render("http://site.test/terms", [])).body.toString()).toBe("<p>/terms by the main thread</p>");
  });

  it("give the renders waiting for room to a thread as soon as it is ready", async () => {
    const { renderers, local } = start(1, {}, 1);
    // Asked at once, before the thread has loaded: the main thread takes one, the others wait for the thread.
    const pages = await Promise.all(["/slow", "/slow", "/slow"].map((path) => renderers.render(`http://site.test${path}`, [])));
    const byThread = pages.filter((page) => page.body.toString().includes("by thread")).length;
    expect(byThread).toBeGreaterThanOrEqual(1);
    expect(local.most).toBe(1);
  });
});
