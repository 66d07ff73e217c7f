// The site footer: explore links, hotspot shortcuts, owner links, the privacy and
// terms anchors, and the newsletter signup (source footer), unless the page shows its own signup
// (a route whose handle has `inlineNewsletter: true`): one signup form a page.
import { useMatches } from "react-router";
import { Newsletter } from "~/components/newsletter/Newsletter";
import { PathLink } from "../PathLink";
import { LogoMark } from "./Logo";
import { FOOTER_EXPLORE, FOOTER_HOTSPOTS, FOOTER_LEGAL, FOOTER_OWNERS, type NavItem } from "../../lib/layout/navigation";

function LinkColumn({ title, items, testId }: { title: string; items: readonly NavItem[]; testId: string }) {
  return (
    <nav className="site-footer-column" aria-label={title} data-testid={testId}>
      <h2 className="site-footer-heading">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <PathLink to={item.to}>{item.label}</PathLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether the page shows a newsletter signup of its own. */
function pageHasSignup(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => (match.handle as { inlineNewsletter?: boolean } | undefined)?.inlineNewsletter === true);
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const ownSignup = pageHasSignup(useMatches());
  return (
    <footer className="site-footer">
      <div className="container">
        {ownSignup ? null : (
          <div className="site-footer-newsletter">
            <Newsletter source="footer" />
          </div>
        )}
        <div className="site-footer-grid">
          <div className="site-footer-brand">
            <PathLink to="/" className="site-footer-logo">
              <LogoMark size={40} />
              <span>Antique Store Directory</span>
              <span className="visually-hidden">, home</span>
            </PathLink>
            <p>
              Find antique shops, malls and markets across all 50 states, from Brimfield to Round Top.
            </p>
          </div>
          <LinkColumn title="Explore" items={FOOTER_EXPLORE} testId="footer-explore" />
          <LinkColumn title="Antique hotspots" items={FOOTER_HOTSPOTS} testId="footer-hotspots" />
          <LinkColumn title="For store owners" items={FOOTER_OWNERS} testId="footer-owners" />
        </div>
        <div className="site-footer-bottom">
          <p>
            © {year} Antique Store Directory. Hours and details change: check with a store before you
            visit.
          </p>
          <ul className="site-footer-legal" data-testid="footer-legal">
            {FOOTER_LEGAL.map((item) => (
              <li key={item.to}>
                <PathLink to={item.to}>{item.label}</PathLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
