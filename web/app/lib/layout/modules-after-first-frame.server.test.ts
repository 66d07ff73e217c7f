import { describe, expect, it } from "vitest";
import { encodePieces, splitAtFirst } from "./document-pieces.server";
import { startModulesAfterFirstFrame } from "./modules-after-first-frame.server";

const MODULE_CODE = 'import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterManifest = {"a":"</b>"};\nimport("/assets/entry.client-1.js");';
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0+ce="/><link rel="modulepreload" href="/assets/root-1.js" nonce="n0+ce="/>' +
  '<link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>Hi</main>' +
  '<script nonce="n0+ce=">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0+ce=" type="module" async="">${MODULE_CODE}</script>` +
  '<script nonce="n0+ce=">window.__reactRouterContext.streamController.close();</script></body></html>';

/** A whole page's text through the rewrite, cut into pieces of `size` characters as React hands them over. */
function rewrite(html: string, size = html.length): string {
  const pieces = Array.from({ length: Math.ceil(html.length / size) }, (_, i) => html.slice(i * size, (i + 1) * size));
  const split = splitAtFirst(pieces, "</head>");
  if (!split) throw new Error("no head");
  const started = startModulesAfterFirstFrame(split.before, split.after);
  return started ? encodePieces([started.head, ...started.rest]).toString("utf8") : html;
}

/** The starter's code in the rewritten page (the one inline script that is not React Router's). */
function starterOf(html: string): string {
  const match = html.match(/<script nonce="n0\+ce=">(\(function\(p,c\)[\s\S]*?)<\/script>/);
  expect(match).not.toBeNull();
  return match![1]!;
}

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs a starter against a stand-in document; returns what it added to the head, and the queued callbacks. */
function runStarter(code: string, visibilityState: "visible" | "hidden") {
  const added: FakeElement[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const visibilityChanges: Array<() => void> = [];
  const document = {
    currentScript: { nonce: "n0+ce=" },
    visibilityState,
    head: { appendChild: (element: FakeElement) => added.push(element) },
    createElement: (tag: string): FakeElement => ({ tag }),
    addEventListener: (type: string, listener: () => void) => {
      if (type === "visibilitychange") visibilityChanges.push(listener);
    },
  };
  new Function("document", "requestAnimationFrame", "setTimeout", code)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  );
  return { added, frames, tasks, visibilityChanges };
}

describe("startModulesAfterFirstFrame", () => {
  it("takes the modulepreloads out of the head and puts a starter where the module script was", () => {
    const html = rewrite(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="n0+ce=" type="module"');
    expect(html).toContain('<meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-1.css"/></head>');
    // Everything else stays in its place, React Router's other scripts included.
    expect(html).toMatch(/<main>Hi<\/main><script nonce="n0\+ce=">window.__reactRouterContext = \{\};<\/script><script nonce="n0\+ce=">\(function/);
    expect(html).toMatch(/<\/script><script nonce="n0\+ce=">window.__reactRouterContext.streamController.close\(\);<\/script><\/body><\/html>$/);
  });

  it("starts the preloads, then the module script with the page's nonce, after the first frame", () => {
    const { added, frames, tasks } = runStarter(starterOf(rewrite(PAGE)), "visible");
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    tasks.shift()!();
    expect(added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-1.js", nonce: "n0+ce=" },
      { tag: "link", rel: "modulepreload", href: "/assets/root-1.js", nonce: "n0+ce=" },
      { tag: "script", type: "module", nonce: "n0+ce=", textContent: MODULE_CODE },
    ]);
  });

  it("starts at once in a background tab, which paints no frame", () => {
    const { added, frames } = runStarter(starterOf(rewrite(PAGE)), "hidden");
    expect(frames).toEqual([]);
    expect(added.map((element) => element.tag)).toEqual(["link", "link", "script"]);
  });

  it("starts once, when the tab is hidden before its first frame", () => {
    const { added, frames, tasks, visibilityChanges } = runStarter(starterOf(rewrite(PAGE)), "visible");
    visibilityChanges.shift()!();
    expect(added.map((element) => element.tag)).toEqual(["link", "link", "script"]);
    frames.shift()!();
    tasks.shift()!();
    expect(added).toHaveLength(3);
  });

  it("writes the module code so that nothing in it can end the starter's script", () => {
    const starter = starterOf(rewrite(PAGE));
    expect(starter).not.toContain("<");
    expect(starter).toContain("\\u003c/b>");
  });

  it("finds the module script and the head's end wherever React's pieces cut them", () => {
    const whole = rewrite(PAGE);
    for (const size of [1, 2, 3, 7, 16, 25, 64]) expect(rewrite(PAGE, size)).toBe(whole);
  });

  it("starts each page's own modules: a starter made for one route's page is not another's", () => {
    const other = PAGE.replaceAll("root-1.js", "root-2.js");
    for (const page of [PAGE, other, PAGE, other]) {
      const added = runStarter(starterOf(rewrite(page)), "hidden").added;
      const expected = page === PAGE ? "/assets/root-1.js" : "/assets/root-2.js";
      expect(added.filter((el) => el.rel === "modulepreload").map((el) => el.href)).toContain(expected);
      expect(added.find((el) => el.type === "module")?.textContent).toContain(`from "${expected}"`);
    }
  });

  it("gives each page its own nonce, however many pages share a starter", () => {
    for (const nonce of ["first+nonce=", "second+nonce=", "first+nonce="]) {
      const page = PAGE.replaceAll("n0+ce=", nonce);
      const started = rewrite(page);
      expect(started).toContain(`<script nonce="${nonce}">(function(p,c)`);
      expect(started.match(/nonce="([^"]*)"/g)?.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
    }
  });

  it("leaves a page without React Router's module script as it is", () => {
    const page = '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><p>Not found</p></body></html>';
    expect(rewrite(page)).toBe(page);
  });
});
