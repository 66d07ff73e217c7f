import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, NavLink, StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FOOTER_EXPLORE, FOOTER_HOTSPOTS, FOOTER_LEGAL, FOOTER_OWNERS, MAIN_NAV } from "../lib/layout/navigation";
import { ServerPathLink, ServerPathNavLink, unchangedPathname } from "./PathLink";

const FRAME_TARGETS = [...MAIN_NAV, ...FOOTER_EXPLORE, ...FOOTER_HOTSPOTS, ...FOOTER_OWNERS, ...FOOTER_LEGAL].map((item) => item.to);

/** The kinds of paths the pages' content links to: <Link> writes each as it is. */
const CONTENT_TARGETS = [
  "/",
  "/saved",
  "/stores/hudson-antiques-warehouse",
  "/stores/hudson-antiques-warehouse/report",
  "/stores/a/1",
  "/claim?store=hudson-antiques-warehouse",
  "/claim?store=a%20b%26c",
  "/search?category=mid-century-modern",
  "/search?feature=featured&state=ny",
  "/hudson-ny",
  "/hudson-ny/top-10",
  "/states/ny#stores",
  "/events#brimfield-show-2026",
  "/guides/caf%C3%A9-finds",
  "/guides/café",
  "/regions/new-england/",
  "/.well-known",
  "/a?b#c?d",
];

/** Paths <Link> resolves, collapses, drops parts of or takes for another site's: never written by hand. */
const REWRITTEN = [
  "",
  "stores/x",
  "./x",
  "../x",
  "..",
  "/stores/../states",
  "/stores/./x",
  "/stores/..",
  "//example.com/x",
  "/\\example.com",
  "/stores//x",
  "/search?",
  "/about#",
  "/about?#",
  "?q=1",
  "#top",
  "https://example.com/x",
  "mailto:a@example.com",
];

/** Pages at, below, beside and above the targets, in other letter cases too. */
const PAGES = [
  "/",
  "/terms",
  "/Terms",
  "/search",
  "/states",
  "/states/ny",
  "/STATES/NY/",
  "/statesman",
  "/stores/a/1",
  "/stores/hudson-antiques-warehouse",
  "/saved",
  "/hudson-ny/top-10",
  "/regions/new-england/vermont",
  "/guides/caf%C3%A9",
];

/** A render on the server's router (its navigator) and on a memory router, as the browser's tests have it. */
const renders = (page: string, link: ReactElement, basename?: string) => [
  renderToString(<StaticRouter location={page} basename={basename}>{link}</StaticRouter>),
  renderToString(<MemoryRouter initialEntries={[page]} basename={basename}>{link}</MemoryRouter>),
];

/** Markup with each opening tag's attributes sorted: the server's links write theirs in one order. */
const anyOrder = (markups: string[]) =>
  markups.map((markup) =>
    markup.replace(/<([a-z]+)((?: [a-z-]+="[^"]*")*)>/g, (_tag, name: string, attributes: string) => {
      const sorted = (attributes.match(/ [a-z-]+="[^"]*"/g) ?? []).sort().join("");
      return `<${name}${sorted}>`;
    }),
  );

describe("paths <Link> writes as they are", () => {
  it("are the site's paths from the root", () => {
    for (const to of [...FRAME_TARGETS, ...CONTENT_TARGETS]) expect(unchangedPathname(to), to).not.toBeNull();
    expect(unchangedPathname("/claim?store=x")).toBe("/claim");
    expect(unchangedPathname("/states/ny#stores")).toBe("/states/ny");
    expect(unchangedPathname("/a?b#c?d")).toBe("/a");
  });

  it("are not those it rewrites", () => {
    for (const to of REWRITTEN) expect(unchangedPathname(to), to).toBeNull();
  });
});

describe("links on the server", () => {
  it("write what React Router's <Link> writes", () => {
    for (const to of [...FRAME_TARGETS, ...CONTENT_TARGETS, ...REWRITTEN]) {
      for (const page of PAGES) {
        const theirs = renders(page, <Link to={to} className="x" data-testid="t">label</Link>);
        expect(renders(page, <ServerPathLink to={to} className="x" data-testid="t">label</ServerPathLink>), `${to} at ${page}`).toEqual(theirs);
      }
    }
  });

  it("write what <Link> and <NavLink> write with every attribute they take, in any order", () => {
    for (const to of CONTENT_TARGETS) {
      const theirs = renders("/stores/a/1", <Link aria-label="Page 2" to={to} rel="next" aria-current="page" className="x" data-testid="t">2</Link>);
      const ours = renders("/stores/a/1", <ServerPathLink aria-label="Page 2" to={to} rel="next" aria-current="page" className="x" data-testid="t">2</ServerPathLink>);
      expect(anyOrder(ours), to).toEqual(anyOrder(theirs));
      for (const page of ["/stores/a/1", to]) {
        const nav = renders(page, <NavLink data-testid="t" rel="next" to={to} aria-label="Next" className="x">2</NavLink>);
        const ourNav = renders(page, <ServerPathNavLink data-testid="t" rel="next" to={to} aria-label="Next" className="x">2</ServerPathNavLink>);
        expect(anyOrder(ourNav), `${to} at ${page}`).toEqual(anyOrder(nav));
      }
    }
  });

  it("leave a path under a basename to <Link>", () => {
    for (const to of ["/", "/stores/x", "/claim?store=x"]) {
      const theirs = renders("/base/stores/x", <Link to={to}>label</Link>, "/base");
      expect(theirs[0]).toContain('href="/base');
      expect(renders("/base/stores/x", <ServerPathLink to={to}>label</ServerPathLink>, "/base")).toEqual(theirs);
    }
  });

  it("write what React Router's <NavLink> writes, active or not, with end or without", () => {
    let active = 0;
    for (const to of [...FRAME_TARGETS, ...CONTENT_TARGETS, ...REWRITTEN]) {
      for (const end of [false, true]) {
        for (const page of PAGES) {
          const children = <span className="label">Saved</span>;
          const theirs = renders(page, <NavLink to={to} end={end} className="site-nav-link" data-testid="n">{children}</NavLink>);
          const ours = renders(page, <ServerPathNavLink to={to} end={end} className="site-nav-link" data-testid="n">{children}</ServerPathNavLink>);
          expect(ours, `${to} at ${page}, end ${end}`).toEqual(theirs);
          if (theirs[0]!.includes('aria-current="page"')) active += 1;
        }
      }
    }
    // The comparison covers active links too.
    expect(active).toBeGreaterThan(30);
  });

  it("write a NavLink without a class as React Router does", () => {
    for (const page of ["/", "/about"]) {
      expect(renders(page, <ServerPathNavLink to="/about">About</ServerPathNavLink>)).toEqual(renders(page, <NavLink to="/about">About</NavLink>));
    }
  });
});
