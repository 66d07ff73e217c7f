import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LogoMark } from "./layout/Logo";
import { MobileMenu } from "./layout/MobileMenu";
import { SearchGlassIcon, SearchSubmitIcon } from "./search/SearchIcons";
import { BookmarkIcon } from "./trip/BookmarkIcon";
import { MemoryRouter } from "react-router";

// What React writes for each icon's shapes as elements: the markup the icons hold must be the same.
const asElements = {
  bookmark: (fill: string) => (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      <path d="M6 3h12v18l-6-4.5L6 21z" fill={fill} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  ),
  logo: (
    <svg className="logo-mark" width={40} height={40} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--color-primary, #0f766e)" />
      <path d="M11 30V19a9 9 0 0 1 18 0v11" fill="none" stroke="var(--color-secondary-200, #e8d6b5)" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M8 30h24" stroke="var(--color-secondary-200, #e8d6b5)" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M16 30v-6.5h8V30" fill="none" stroke="var(--color-secondary-200, #e8d6b5)" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="20" cy="16" r="2.6" fill="var(--color-accent, #f26b5b)" />
    </svg>
  ),
  glass: (
    <svg className="name-search-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
  arrow: (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ),
  menu: (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
};

describe("icons written as markup", () => {
  it("write what React writes for the same shapes as elements", () => {
    expect(renderToStaticMarkup(<BookmarkIcon />)).toBe(renderToStaticMarkup(asElements.bookmark("none")));
    expect(renderToStaticMarkup(<BookmarkIcon filled />)).toBe(renderToStaticMarkup(asElements.bookmark("currentColor")));
    expect(renderToStaticMarkup(<LogoMark size={40} />)).toBe(renderToStaticMarkup(asElements.logo));
    expect(renderToStaticMarkup(<SearchGlassIcon />)).toBe(renderToStaticMarkup(asElements.glass));
    expect(renderToStaticMarkup(<SearchSubmitIcon />)).toBe(renderToStaticMarkup(asElements.arrow));
    const menu = renderToStaticMarkup(
      <MemoryRouter>
        <MobileMenu />
      </MemoryRouter>,
    );
    expect(menu).toContain(renderToStaticMarkup(asElements.menu));
  });
});
