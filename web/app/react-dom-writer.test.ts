// React DOM's production server renderer is patched (web/patches/react-dom+19.3.1.patch, decision
// 027): its writer gathers the text of a render and encodes it once per 4,096 characters instead of
// string by string. What a render writes through it (renderToPipeableStream, as entry.server.tsx
// renders pages) must be, byte for byte, what React's string renderer writes, which the patch does
// not touch: multi-byte and astral characters, text longer than the writer's 4,096 characters and
// pieces of text crossing that length, attributes, styles, scripts with a nonce, a resolved
// <Suspense>; and so must the text it hands a destination that takes text (`writeText`, as the
// app's server entry does). The patch also starts a render's work without AsyncLocalStorage, whose
// first use turns on Node's promise hooks for the whole process (decision 033): after a render, a
// promise's callback still runs outside any tracked resource. And it counts no bytes for outlining
// (decision 034): a <Suspense> whose content is ready at once is written in place without React
// rendering its fallback too, however big the content. The renders run in a Node of their own
// with NODE_ENV=production, since the patch is in the production build (tests otherwise load the
// development one).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const webRoot = fileURLToPath(new URL("../", import.meta.url));

const SCRIPT = String.raw`
import { createElement as h, Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Writable } from "node:stream";

const texts = ["é", "中文", "😀", "a", "<&>\"'", "\u00a0", "\ud83c\udfdb\ufe0f"];
function Item({ i }) {
  const text = texts[i % texts.length].repeat(1 + (i % 97));
  return h("li", { className: "item-" + (i % 5), "data-i": i, style: { marginTop: i % 3 + "px" }, hidden: i % 11 === 0 },
    h("a", { href: "/stores/" + i + "?q=" + encodeURIComponent(text) }, text), " ", i, h("span", null, text + i));
}
function Page({ nonce }) {
  return h("main", { id: "main" },
    h("p", null, "x".repeat(10000)),
    h("p", null, "é".repeat(5000)),
    h("p", null, "😀".repeat(3000)),
    h("ul", null, Array.from({ length: 400 }, (_, i) => h(Item, { key: i, i }))),
    h(Suspense, { fallback: h("p", null, "loading") }, h("section", null, "a".repeat(4095), "😀", "b".repeat(4094), "é")),
    h("script", { nonce, dangerouslySetInnerHTML: { __html: "window.x=" + JSON.stringify({ a: "</script>", b: "中" }) } }),
    h("textarea", { defaultValue: "é".repeat(2100) }),
    h("svg", { viewBox: "0 0 10 10" }, h("path", { d: "M0 0L10 10", strokeWidth: 2 })),
  );
}

// asText: the destination takes the text as text (writeText), as the app's server entry's does.
function streamed(element, asText) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let texts = 0;
    const collect = new Writable({
      write(chunk, _encoding, callback) { chunks.push(Buffer.from(chunk)); callback(); },
      final(callback) { resolve({ bytes: Buffer.concat(chunks), writes: chunks.length, texts }); callback(); },
    });
    if (asText) collect.writeText = (text) => { texts++; chunks.push(Buffer.from(text)); };
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() { pipe(collect); },
      onShellError: reject,
      onError: reject,
    });
  });
}

const results = [];
for (const nonce of ["n0nce", "é"]) {
  const element = h(Page, { nonce });
  const expected = Buffer.from(renderToString(element));
  // Twice: the writer keeps its state between renders.
  for (const asText of [false, true]) for (let round = 0; round < 2; round++) {
    const { bytes, writes, texts } = await streamed(element, asText);
    results.push({ asText, same: bytes.equals(expected), bytes: bytes.length, expected: expected.length, writes, texts });
  }
}
console.log(JSON.stringify(results));
`;

describe("React DOM's server writer", () => {
  it("writes what React's string renderer writes", () => {
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", SCRIPT], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    type Result = { asText: boolean; same: boolean; bytes: number; expected: number; writes: number; texts: number };
    const results = JSON.parse(output) as Result[];
    expect(results).toHaveLength(8);
    for (const result of results) {
      expect(result.bytes).toBeGreaterThan(100_000);
      expect(result).toMatchObject({ same: true, bytes: result.expected });
    }
    // A destination that takes text gets the render's text as text, in pieces (bytes otherwise).
    for (const result of results.filter((r) => r.asText)) expect(result.texts).toBeGreaterThan(10);
    for (const result of results.filter((r) => !r.asText)) expect(result.texts).toBe(0);
  });

  it("renders no fallback of a boundary whose content is ready, however big", () => {
    // Unpatched, React counts each piece's bytes and, for a finished boundary of more than 500, also
    // renders its fallback in case it sends the content later, out of place (which the app's
    // progressiveChunkSize rules out).
    const script = String.raw`
      import { createElement as h, Suspense } from "react";
      import { renderToPipeableStream, renderToString } from "react-dom/server";
      import { Writable } from "node:stream";
      let fallbacks = 0;
      function Fallback() { fallbacks++; return h("p", null, "loading"); }
      const page = h("main", null, h("p", null, "x".repeat(20000)),
        h(Suspense, { fallback: h(Fallback) }, h("section", null, "a".repeat(2000))));
      const html = await new Promise((resolve, reject) => {
        const chunks = [];
        const sink = new Writable({
          write(chunk, _encoding, callback) { chunks.push(Buffer.from(chunk)); callback(); },
          final(callback) { resolve(Buffer.concat(chunks).toString()); callback(); },
        });
        const { pipe } = renderToPipeableStream(page, {
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onAllReady() { pipe(sink); },
          onError: reject,
        });
      });
      const streamedFallbacks = fallbacks;
      console.log(JSON.stringify({ fallbacks: streamedFallbacks, same: html === renderToString(page) }));
    `;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    expect(JSON.parse(output)).toEqual({ fallbacks: 0, same: true });
  });

  it("leaves Node's promise hooks off", () => {
    const script = String.raw`
      import { executionAsyncId } from "node:async_hooks";
      import { Writable } from "node:stream";
      import { createElement } from "react";
      import { renderToPipeableStream } from "react-dom/server";
      const inCallback = () => Promise.resolve().then(() => executionAsyncId());
      const before = await inCallback();
      await new Promise((resolve, reject) => {
        const sink = new Writable({ write(_chunk, _encoding, callback) { callback(); }, final(callback) { resolve(); callback(); } });
        const { pipe } = renderToPipeableStream(createElement("p", null, "a page"), { onAllReady() { pipe(sink); }, onError: reject });
      });
      console.log(JSON.stringify({ before, after: await inCallback() }));
    `;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    // With the hooks on, the callback runs in its promise's resource, whose id is not 0.
    expect(JSON.parse(output)).toEqual({ before: 0, after: 0 });
  });
});
