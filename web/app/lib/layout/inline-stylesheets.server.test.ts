import { describe, expect, it } from "vitest";
import { encodePieces, splitAtFirst } from "./document-pieces.server";
import { inlineStylesheets as inlineHead } from "./inline-stylesheets.server";

const css: Record<string, string> = { "/assets/root-abc.css": ".a{color:red}", "/assets/home-def.css": ".b{margin:0}" };
const read = (href: string) => {
  const rules = css[href];
  return rules === undefined ? undefined : Buffer.from(rules);
};
/** A whole page's text through the head's rewrite, as the page is finished (./finish-document.server.ts). */
function inlineStylesheets(html: string, readCss: typeof read): string {
  const split = splitAtFirst([html], "</head>");
  if (!split) throw new Error("no head");
  return encodePieces([...inlineHead(split.before, readCss), ...split.after]).toString("utf8");
}

describe("inlineStylesheets", () => {
  it("puts each build stylesheet's rules before its link, which no longer blocks the first paint", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="stylesheet" href="/assets/home-def.css#"/></head><body></body></html>';
    expect(inlineStylesheets(html, read)).toBe(
      '<html><head><style data-href="/assets/root-abc.css">.a{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" media="print"/>' +
        '<style data-href="/assets/home-def.css">.b{margin:0}</style><link rel="stylesheet" href="/assets/home-def.css#" media="print"/></head><body></body></html>',
    );
  });

  it("keeps the attributes React Router writes after the address (the page's CSP nonce)", () => {
    const html = '<html><head><link nonce="n0+ce/=" rel="stylesheet" href="/assets/root-abc.css"/></head></html>';
    expect(inlineStylesheets(html, read)).toBe(
      '<html><head><style data-href="/assets/root-abc.css">.a{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" nonce="n0+ce/=" media="print"/></head></html>',
    );
  });

  it("leaves alone what it cannot read, other links, and anything after the head", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/gone.css"/><link rel="icon" href="/favicon.svg"/></head><body><link rel="stylesheet" href="/assets/root-abc.css"/></body></html>';
    expect(inlineStylesheets(html, read)).toBe(html);
  });

  it("copies text beyond ASCII before, between and after the links as it is", () => {
    const html =
      '<html><head><title>Café « Zoë » 🏺</title><link rel="stylesheet" href="/assets/root-abc.css"/><meta content="naïve"/></head><body>Ünïcödé ✓</body></html>';
    expect(inlineStylesheets(html, read)).toBe(
      '<html><head><title>Café « Zoë » 🏺</title><style data-href="/assets/root-abc.css">.a{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" media="print"/><meta content="naïve"/></head><body>Ünïcödé ✓</body></html>',
    );
  });
});
