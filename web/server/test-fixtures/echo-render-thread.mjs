// A render thread for server/render-threads.test.ts: answers each URL with a page naming its thread
// and headers; `/slow` takes 200 ms, `/fail` throws, `/report` reports an error and answers,
// `/crash` ends the thread mid-render, `/uncaught` throws outside any render.
import { threadId } from "node:worker_threads";
import { serveRenders } from "../render-threads.mjs";

const report = serveRenders(async (url, headers) => {
  const { pathname } = new URL(url);
  if (pathname === "/slow") await new Promise((resolve) => setTimeout(resolve, 200));
  if (pathname === "/fail") throw new TypeError("the page could not render");
  if (pathname === "/crash") process.exit(3);
  if (pathname === "/uncaught") {
    await new Promise(() => setImmediate(() => {
      throw new RangeError("out of something");
    }));
  }
  if (pathname === "/report") report(new Error("reported from a thread"), { tags: { where: "thread" } });
  const body = Buffer.from(`<p>${pathname} by thread ${threadId} for ${JSON.stringify(headers)}</p>${"x".repeat(5000)}`);
  return { status: 200, headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }), body };
});
