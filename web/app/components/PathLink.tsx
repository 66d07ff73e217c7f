// Links to the site's own pages: React Router's <Link> and <NavLink> in the browser, where they
// navigate without reloading. On the server a link is only written, and a <Link> still resolves its
// path and sets up its click and prefetch handling on every render: the header's and footer's 21
// links took ~5 % of a store page's render, and its content has 14 more (breadcrumbs, cards...). A path
// from the root that <Link> writes unchanged (`unchangedPathname`) is written by the server as the
// same `<a>` itself; any other path, or any path under a basename, still goes through <Link> on the
// server too. PathLink.test.tsx compares the markup of both over the site's kinds of paths and those
// <Link> rewrites. The server's links name each attribute they take rather than pass the rest of
// their props on (`{...rest}`): V8 copies an object's rest slowly, ~3 times a link's whole render.
// So they write the attributes in one order (<Link> writes them in the order given; HTML gives the
// order no meaning).
import { type ReactNode, useContext } from "react";
import { Link, NavLink, UNSAFE_NavigationContext as NavigationContext, useLocation } from "react-router";

export interface PathLinkProps {
  /** Where the link leads: a path, best from the root (`/stores/x`, `/search?category=y`, `/terms#terms`). */
  to: string;
  className?: string;
  rel?: string;
  "aria-label"?: string;
  "aria-current"?: "page";
  "data-testid"?: string;
  children?: ReactNode;
}

export interface PathNavLinkProps extends Omit<PathLinkProps, "aria-current"> {
  /** As NavLink's `end`: active only on this very path, not below it. */
  end?: boolean;
}

/**
 * The pathname of `to` when React Router's <Link> writes `to` as it is: a path from the root (not
 * `//` or `/\`, which <Link> takes for another site's address) with no `.` or `..` segment, `//` or
 * `\` (which it resolves or collapses), and not ending in a bare `?` or `#` (which it drops). Null
 * for any other path.
 */
export function unchangedPathname(to: string): string | null {
  if (to.charCodeAt(0) !== 47 /* "/" */) return null;
  const hashAt = to.indexOf("#");
  if (hashAt === to.length - 1) return null;
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf("?");
  if (searchAt >= 0 && searchAt === beforeHash.length - 1) return null;
  const pathname = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  return /\/\/|\\|\/\.\.?(?:\/|$)/.test(pathname) ? null : pathname;
}

/**
 * Characters a URL keeps as they are in a pathname: the server's <NavLink> compares the page's
 * pathname with its target's as a URL writes it, so only targets made of these are compared here.
 */
const URL_SAFE_PATHNAME = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;

/** What <Link to={to}> writes on the server, without its hooks; <Link> itself for other paths. */
export function ServerPathLink(props: PathLinkProps) {
  const { basename } = useContext(NavigationContext);
  if (basename !== "/" || unchangedPathname(props.to) === null) return <Link {...props} />;
  return (
    <a
      className={props.className}
      rel={props.rel}
      aria-label={props["aria-label"]}
      aria-current={props["aria-current"]}
      data-testid={props["data-testid"]}
      href={props.to}
      data-discover="true"
    >
      {props.children}
    </a>
  );
}

/**
 * What <NavLink to={to}> writes on the server: `aria-current="page"` and the `active` class when the
 * page is at `to`'s pathname (or below it, unless `end`), letter case aside; nothing navigates
 * during a render. <NavLink> itself for other paths.
 */
export function ServerPathNavLink(props: PathNavLinkProps) {
  const { to, end = false, className = "" } = props;
  const { basename } = useContext(NavigationContext);
  const here = useLocation().pathname.toLowerCase();
  const pathname = unchangedPathname(to);
  if (basename !== "/" || pathname === null || !URL_SAFE_PATHNAME.test(pathname)) return <NavLink {...props} />;
  const target = pathname.toLowerCase();
  // A target ending in "/" is also active below itself, as NavLink has it.
  const below = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(below) === "/");
  return (
    <a
      rel={props.rel}
      aria-label={props["aria-label"]}
      data-testid={props["data-testid"]}
      aria-current={active ? "page" : undefined}
      className={active ? (className ? `${className} active` : "active") : className}
      href={to}
      data-discover="true"
    >
      {props.children}
    </a>
  );
}

export const PathLink: (props: PathLinkProps) => ReactNode = import.meta.env.SSR ? ServerPathLink : Link;
export const PathNavLink: (props: PathNavLinkProps) => ReactNode = import.meta.env.SSR ? ServerPathNavLink : NavLink;
