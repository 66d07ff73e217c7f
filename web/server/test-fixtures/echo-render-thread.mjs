// A render thread for server/render-threads.test.ts: answers each URL with a page naming its thread
// and headers. `/slow` takes 200 ms, `/small` is a few bytes (a buffer of Node's shared pool),
// `/cookies` sets two cookies, `/fail` throws, `/report` reports an error and answers, `/stray`
// leaves a rejected promise unhandled and answers, `/crash` ends the thread mid-render, `/uncaught`
// throws outside any render while the render waits, `/end-later` answers and then ends the thread.
// With `workerData.endAtStart` the thread ends before it can render.
import { threadId, workerData } from "node:worker_threads";
import { serveRenders } from "../render-threads.mjs";

if (workerData?.endAtStart) process.exit(5);

const html = { "Content-Type": "text/html; charset=utf-8" };
const report = serveRenders(async (url, headers) => {
  const { pathname } = new URL(url);
  if (pathname === "/slow") await new Promise((resolve) => setTimeout(resolve, 200));
  if (pathname === "/fail") throw new TypeError("the page could not render", { cause: new Error("the content service said 503") });
  if (pathname === "/crash") process.exit(3);
  if (pathname === "/uncaught") {
    await new Promise(() => setImmediate(() => {
      throw new RangeError("out of something");
    }));
  }
  if (pathname === "/end-later") setTimeout(() => process.exit(4), 50);
  if (pathname === "/report") report({ status: 503, body: "not an Error" }, { tags: { where: "thread" }, extra: { callback: () => 1 } });
  if (pathname === "/stray") Promise.reject(new Error("nobody handles this"));
  if (pathname === "/small") return { status: 200, headers: new Headers(html), body: Buffer.from("<p>small</p>") };
  if (pathname === "/cookies") {
    const cookies = new Headers(html);
    cookies.append("Set-Cookie", "a=1; Path=/");
    cookies.append("Set-Cookie", "b=2; Path=/");
    return { status: 200, headers: cookies, body: Buffer.from("<p>cookies</p>") };
  }
  const body = Buffer.from(`<p>${pathname} by thread ${threadId} for ${JSON.stringify(headers)}</p>${"x".repeat(5000)}`);
  return { status: 200, headers: new Headers(html), body };
});
