// The build's stylesheets written into the page itself, so the first paint waits for the HTML alone
// and not for one more round trip per stylesheet (five on a store page: on a phone's connection that
// is most of the time to first paint).
//
// React Router renders each stylesheet as a `<link>` in the head, and React's hydration matches the
// head's `<link>`s by rel and href: they stay, with `media="print"`, which the browser does not wait
// for (it still fetches them, late, and they then serve printing). Each is preceded by a `<style>`
// holding the same rules, in the same order; hydration passes over `<style>`s nobody rendered. When
// a visitor then navigates in the browser, React Router adds the next page's stylesheets as `<link>`s
// as always; the inline rules of the first page stay (they are class-scoped, as every stylesheet here).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Piece } from "./document-pieces.server";

/**
 * `<link rel="stylesheet" href="/assets/…css">` as React Router writes it (a trailing `#` marks a
 * route's own CSS), with whatever other attributes it has (the page's CSP nonce, written first),
 * which the link keeps.
 */
const STYLESHEET_LINK = /<link((?: [\w-]+="[^"]*")*) rel="stylesheet" href="(\/assets\/[\w.-]+\.css)(#?)"((?: [\w-]+="[^"]*")*)\/>/g;

/**
 * A page's head (its text before `</head>`) with each build stylesheet's rules inline before its
 * link, the link no longer blocking the first paint, as pieces: the rules are the bytes `readCss`
 * gives, copied as they are. A stylesheet `readCss` cannot give (not a build file) is left as it is.
 */
export function inlineStylesheets(head: string, readCss: (href: string) => Buffer | undefined): Piece[] {
  const pieces: Piece[] = [];
  let copied = 0;
  for (const match of head.matchAll(STYLESHEET_LINK)) {
    const [link, before = "", href = "", hash = "", after = ""] = match;
    const css = readCss(href);
    if (css === undefined) continue;
    pieces.push(
      `${head.slice(copied, match.index)}<style data-href="${href}">`,
      css,
      `</style><link rel="stylesheet" href="${href}${hash}"${before}${after} media="print"/>`,
    );
    copied = match.index + link.length;
  }
  pieces.push(head.slice(copied));
  return pieces;
}

const cssByHref = new Map<string, Buffer | undefined>();

/** The build's `client` directory: this module is bundled somewhere under `build/server/`. */
function clientDirectory(): string | undefined {
  const here = fileURLToPath(import.meta.url);
  const server = here.lastIndexOf(`${path.sep}server${path.sep}`);
  return server < 0 ? undefined : path.join(here.slice(0, server), "client");
}
const CLIENT_DIRECTORY = clientDirectory();

/**
 * The rules of a stylesheet of this build (`build/client/assets`), read once. Undefined when there is
 * no such file (Vite's development server serves other URLs) or when the text could end the `<style>`.
 */
export function buildStylesheet(href: string): Buffer | undefined {
  if (cssByHref.has(href)) return cssByHref.get(href);
  let css: Buffer | undefined;
  try {
    if (!CLIENT_DIRECTORY) throw new Error("not running from a build");
    css = readFileSync(path.join(CLIENT_DIRECTORY, href));
    if (/<\/style/i.test(css.toString("utf8"))) css = undefined;
  } catch {
    css = undefined;
  }
  cssByHref.set(href, css);
  return css;
}
