import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.server";

const css: Record<string, string> = { "/assets/root-abc.css": ".a{color:red}", "/assets/home-def.css": ".b{margin:0}" };
const read = (href: string) => css[href];

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
});
