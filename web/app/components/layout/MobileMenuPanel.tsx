// The open mobile menu: a modal dialog sliding in from the left. Focus is trapped inside
// (focus-trap-react) and the page behind cannot scroll (react-remove-scroll). It closes on Escape,
// on a backdrop click, on a link click and on a swipe left of more than 100 px; focus then returns
// to the hamburger. Loaded lazily by MobileMenu on first open.
import { FocusTrap } from "focus-trap-react";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { NavLink } from "react-router";
import { RemoveScroll } from "react-remove-scroll";
import { NameSearch } from "~/components/search/NameSearch";
import { Logo } from "./Logo";
import { MAIN_NAV } from "../../lib/layout/navigation";
import { isSwipeClose } from "../../lib/layout/swipe";

export interface MobileMenuPanelProps {
  id: string;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** An Escape meant for an open suggestion list closes only the list, not the menu. */
function escapeClosesMenu(event: KeyboardEvent): boolean {
  const target = event.target;
  return !(target instanceof HTMLElement && target.dataset.popupOpen === "true");
}

export default function MobileMenuPanel({ id, onClose, returnFocusTo }: MobileMenuPanelProps) {
  const touchStartX = useRef<number | null>(null);
  const touchLastX = useRef<number | null>(null);

  // Growing past the mobile breakpoint closes the menu: the desktop header takes over.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 960px)");
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [onClose]);

  const onTouchStart = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    touchStartX.current = touch ? touch.clientX : null;
    touchLastX.current = touchStartX.current;
  };
  const onTouchMove = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    if (touch) touchLastX.current = touch.clientX;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX ?? touchLastX.current;
    touchStartX.current = null;
    touchLastX.current = null;
    if (start !== null && end !== null && isSwipeClose(start, end)) onClose();
  };

  // In a portal on <body>: the sticky header's backdrop filter would otherwise confine a fixed panel.
  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: escapeClosesMenu,
        onDeactivate: onClose,
        setReturnFocus: () => returnFocusTo.current ?? false,
        fallbackFocus: `#${id}`,
        // The backdrop handles clicks outside the panel itself.
        allowOutsideClick: true,
      }}
    >
      <div className="mobile-menu">
        <div className="mobile-menu-backdrop" onClick={onClose} data-testid="mobile-menu-backdrop" aria-hidden="true" />
        <RemoveScroll>
          <div
            id={id}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            className="mobile-menu-panel"
            tabIndex={-1}
            onTouchStart={onTouchStart}
            onTouchMove={onTouchMove}
            onTouchEnd={onTouchEnd}
            onTouchCancel={() => {
              touchStartX.current = null;
            }}
            data-testid="mobile-menu"
          >
            <div className="mobile-menu-header">
              <Logo />
              <button type="button" className="mobile-menu-close" onClick={onClose}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            <NameSearch variant="menu" onNavigate={onClose} />
            <nav aria-label="Mobile" className="mobile-menu-nav">
              <ul>
                {MAIN_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === "/"} className="mobile-menu-link" onClick={onClose}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </RemoveScroll>
      </div>
    </FocusTrap>,
    document.body,
  );
}
