// The site frame's links (header and footer): React Router's <Link> and <NavLink> in the browser,
// where they navigate without reloading. On the server a link is only written, and a <Link> still
// resolves its path and sets up its click and prefetch handling on every render: the frame's 21
// links took ~5 % of a store page's render. Their targets are fixed paths from the root (never
// relative, no `.`, `..`, `//`, `?` or a bare `#`), which a <Link> writes unchanged, so the server
// writes the same `<a>` itself (FrameLink.test.tsx compares the markup of both, active or not).
import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";

export interface FrameLinkProps {
  /** A fixed path from the root, as the frame's lists have them (`/about`, `/privacy#privacy`). */
  to: string;
  className?: string;
  "data-testid"?: string;
  children?: ReactNode;
}

export interface FrameNavLinkProps extends FrameLinkProps {
  /** As NavLink's `end`: active only on this very path, not below it. */
  end?: boolean;
}

/** What <Link to={to}> writes on the server, without its hooks. */
export function ServerFrameLink({ to, ...rest }: FrameLinkProps) {
  return <a {...rest} href={to} data-discover="true" />;
}

/**
 * What <NavLink to={to}> writes on the server: `aria-current="page"` and the `active` class when the
 * page is at `to` (or below it, unless `end`), letter case aside; nothing navigates during a render.
 */
export function ServerFrameNavLink({ to, end = false, className = "", children, ...rest }: FrameNavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const target = (to.split("#", 1)[0] ?? to).toLowerCase();
  const active = here === target || (!end && here.startsWith(target) && here.charAt(target.length) === "/");
  return (
    <a
      {...rest}
      aria-current={active ? "page" : undefined}
      className={[className, active ? "active" : null].filter(Boolean).join(" ")}
      href={to}
      data-discover="true"
    >
      {children}
    </a>
  );
}

export const FrameLink: (props: FrameLinkProps) => ReactNode = import.meta.env.SSR ? ServerFrameLink : Link;
export const FrameNavLink: (props: FrameNavLinkProps) => ReactNode = import.meta.env.SSR ? ServerFrameNavLink : NavLink;
