// The error page: status, title and description by status, the route error's
// message, Try Again and Back to Home, a what-can-you-do section and quick navigation.
// Never a stack trace.
import { Link, useLocation } from "react-router";
import { errorPageContent } from "~/lib/errors/error-page";
import { ERROR_PAGE } from "~/lib/messages/errors";
import { ERROR_QUICK_NAV } from "../../lib/layout/navigation";

export interface ErrorPageProps {
  status: number;
  /** The route error's message ("Page Not Found: /x", a catalogue message); shown as given. */
  message?: string;
}

export function ErrorPage({ status, message }: ErrorPageProps) {
  const content = errorPageContent(status);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="container error-page" data-testid="error-page" data-status={content.status}>
      <div className="error-page-hero">
        <p className="error-page-status" aria-hidden="true">
          {content.status}
        </p>
        <h1 className="error-page-title">
          <span className="visually-hidden">{content.status} </span>
          {content.title}
        </h1>
        <p className="error-page-description" data-testid="error-description">
          {content.description}
        </p>
        {message ? (
          <p className="error-page-message" data-testid="error-message">
            {message}
          </p>
        ) : null}
        <div className="error-page-actions">
          {/* A link to this very address: reloads with or without JavaScript. */}
          <a
            href={here}
            className="btn btn-primary"
            role="button"
            onClick={(event) => {
              event.preventDefault();
              window.location.reload();
            }}
          >
            {ERROR_PAGE.tryAgain}
          </a>
          <Link to="/" className="btn btn-secondary">
            {ERROR_PAGE.backHome}
          </Link>
        </div>
      </div>
      <div className="error-page-grid">
        <section className="card error-page-help" aria-labelledby="error-help-heading">
          <h2 id="error-help-heading">{ERROR_PAGE.helpHeading}</h2>
          <ul>
            <li>
              <strong>Refresh the page.</strong> A temporary hiccup often clears on a second try.
            </li>
            <li>
              <strong>Go to the home page</strong> and start from there: <Link to="/">home</Link>.
            </li>
            <li>
              <strong>Search again</strong> for a store by name, town or state: <Link to="/search">search</Link>.
            </li>
            <li>
              <strong>Contact support</strong> if the problem persists: <Link to="/about">contact us</Link>.
            </li>
          </ul>
        </section>
        <nav className="card error-page-quicknav" aria-labelledby="error-quicknav-heading">
          <h2 id="error-quicknav-heading">{ERROR_PAGE.quickNavHeading}</h2>
          <ul>
            {ERROR_QUICK_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
