// The site header: logo, desktop navigation, name search, the saved stores and the mobile menu's hamburger.
import { NameSearchBox } from "~/components/search/NameSearchBox";
import { PathLink, PathNavLink } from "../PathLink";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { SavedLink } from "./SavedLink";
import { MAIN_NAV } from "../../lib/layout/navigation";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        {/* Named by its visible text (and where it leads), not an aria-label that would hide it. */}
        <PathLink to="/" className="site-logo">
          <Logo />
          <span className="visually-hidden">, home</span>
        </PathLink>
        <nav className="site-nav" aria-label="Main">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <PathNavLink to={item.to} end={item.to === "/"} className="site-nav-link">
                  {item.label}
                </PathNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header-search">
          <NameSearchBox />
        </div>
        <SavedLink />
        <MobileMenu />
      </div>
    </header>
  );
}
