// The hamburger and the mobile slide-in menu (closed or open, toggled by the hamburger). The panel
// and its accessibility libraries (focus trap, scroll lock) load on first use, so they cost nothing
// on page load.
import { Suspense, lazy, useCallback, useRef, useState } from "react";
import { useLocation } from "react-router";
import { svgContent } from "../svg-content";

const loadPanel = () => import("./MobileMenuPanel");
const MobileMenuPanel = lazy(loadPanel);

export const MOBILE_MENU_ID = "mobile-menu";

const MENU_ICON = svgContent('<path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path>');

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // Any navigation (a link, a search) closes the menu. Noticed while rendering, not in an effect: an
  // effect also runs on mount, and React runs pending effects before it applies a click, so a tap on
  // the hamburger between hydration (or a navigation's commit) and that effect would open the menu
  // and have the effect close it again at once.
  const place = `${pathname}${search}`;
  const [shownAt, setShownAt] = useState(place);
  if (shownAt !== place) {
    setShownAt(place);
    setOpen(false);
  }

  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={hamburger}
        type="button"
        className="hamburger"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        data-testid="hamburger"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={MENU_ICON} />
        <span className="visually-hidden">Menu</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={MOBILE_MENU_ID} onClose={close} returnFocusTo={hamburger} />
        </Suspense>
      ) : null}
    </>
  );
}
