import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, NavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { FOOTER_EXPLORE, FOOTER_HOTSPOTS, FOOTER_LEGAL, FOOTER_OWNERS, MAIN_NAV } from "../../lib/layout/navigation";
import { ServerFrameLink, ServerFrameNavLink } from "./FrameLink";

const FRAME_TARGETS = [...MAIN_NAV, ...FOOTER_EXPLORE, ...FOOTER_HOTSPOTS, ...FOOTER_OWNERS, ...FOOTER_LEGAL].map((item) => item.to);
/** Pages at, below, beside and above the targets, in other letter cases too. */
const PAGES = ["/", "/terms", "/Terms", "/search", "/states", "/states/ny", "/STATES/NY/", "/statesman", "/stores/a/1", "/saved", "/hudson-ny/top-10"];

const at = (page: string, link: ReactElement) => renderToString(<MemoryRouter initialEntries={[page]}>{link}</MemoryRouter>);

describe("the frame's links on the server", () => {
  it("write what React Router's <Link> writes", () => {
    for (const to of [...FRAME_TARGETS, "/saved"]) {
      for (const page of PAGES) {
        const theirs = at(page, <Link to={to} className="x" data-testid="t">label</Link>);
        expect(at(page, <ServerFrameLink to={to} className="x" data-testid="t">label</ServerFrameLink>), `${to} at ${page}`).toBe(theirs);
      }
    }
  });

  it("write what React Router's <NavLink> writes, active or not, with end or without", () => {
    let active = 0;
    for (const to of [...FRAME_TARGETS, "/saved"]) {
      for (const end of [false, true]) {
        for (const page of PAGES) {
          const children = <span className="label">Saved</span>;
          const theirs = at(page, <NavLink to={to} end={end} className="site-nav-link" data-testid="n">{children}</NavLink>);
          const ours = at(page, <ServerFrameNavLink to={to} end={end} className="site-nav-link" data-testid="n">{children}</ServerFrameNavLink>);
          expect(ours, `${to} at ${page}, end ${end}`).toBe(theirs);
          if (theirs.includes('aria-current="page"')) active += 1;
        }
      }
    }
    // The comparison covers active links too.
    expect(active).toBeGreaterThan(10);
  });

  it("write a NavLink without a class as React Router does", () => {
    for (const page of ["/", "/about"]) {
      expect(at(page, <ServerFrameNavLink to="/about">About</ServerFrameNavLink>)).toBe(at(page, <NavLink to="/about">About</NavLink>));
    }
  });
});
