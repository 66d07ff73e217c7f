// Newsletter signup, one component for the footer and inline placements: a `fetcher.Form` posting to
// the newsletter route (routes/resources.newsletter.ts).
// - Without JavaScript it is a plain form post: the route's action redirects back with the result in
//   the query string, which the root loader resolves to the message shown here.
// - Once hydrated, React Router submits it in place through the route's clientAction (which asks the
//   same action for JSON) and the form walks idle → pending → success (reset after 3000 ms) | error.
//   The page's loaders are not run again afterwards: a signup changes nothing a page shows.
import { useEffect, useId, useReducer, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { SignupSource } from "../../lib/content/types";
import { SIGNUP } from "../../lib/messages";
import {
  EMAIL_PATTERN_SOURCE,
  NEWSLETTER_ACTION,
  initialSignupState,
  signupReducer,
  submitDisabled,
  submitLabel,
  type NewsletterResult,
  type SignupAction,
} from "../../lib/newsletter/signup";
import { Honeypot } from "~/components/forms/Honeypot";
import "~/styles/newsletter.css";

export interface NewsletterProps {
  source: SignupSource;
  /** Heading and text; default: the footer's. */
  title?: string;
  description?: string;
}

/** The footer's heading and text; other placements (the home page's inline form) pass their own. */
const FOOTER_TEXT = {
  title: "Get the antiquing newsletter",
  description: "New stores, hotspot events and buying tips. One e-mail a month, unsubscribe any time.",
};

const noSubscription = () => () => undefined;

/** False in the server render and while hydrating, true once React runs the page in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function Newsletter({ source, title, description }: NewsletterProps) {
  const rootData = useRouteLoaderData("root") as { newsletter?: NewsletterResult | null } | undefined;
  const noScript = rootData?.newsletter?.source === source ? rootData.newsletter : null;
  const fetcher = useFetcher<SignupAction>();
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(
    signupReducer,
    noScript ? { status: noScript.status, message: noScript.message } : initialSignupState,
  );
  const [email, setEmail] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const headingId = `${id}-heading`;

  // The field is uncontrolled (what the server rendered stays the visitor's while the page hydrates):
  // take over whatever was typed before the scripts ran.
  useEffect(() => {
    setEmail(input.current?.value ?? "");
  }, []);

  // Each answer of the clientAction: show it; a success clears the field and goes back to idle later.
  const outcome = fetcher.data;
  useEffect(() => {
    if (!outcome) return;
    dispatch(outcome);
    if (outcome.type !== "success") return;
    if (input.current) input.current.value = "";
    setEmail("");
    const timer = setTimeout(() => dispatch({ type: "reset" }), SIGNUP.resetAfterMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  const shown = fetcher.state === "idle" ? state : signupReducer(state, { type: "submit" });
  // Without JavaScript the browser's own checks apply and the button stays enabled.
  const disabled = hydrated && submitDisabled(shown.status, email);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // fetcher.Form submits unless the event was cancelled here.
    if (submitDisabled(shown.status, email)) event.preventDefault();
  };

  return (
    <section
      id={`newsletter-${source}`}
      className={`newsletter newsletter--${source}`}
      aria-labelledby={headingId}
      data-testid={`newsletter-${source}`}
    >
      <div className="newsletter-copy">
        <h2 id={headingId} className="newsletter-title">
          {title ?? FOOTER_TEXT.title}
        </h2>
        <p className="newsletter-description">{description ?? FOOTER_TEXT.description}</p>
      </div>
      <fetcher.Form
        method="post"
        action={NEWSLETTER_ACTION}
        className="newsletter-form"
        defaultShouldRevalidate={false}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="source" value={source} />
        <Honeypot id={`${inputId}-fax`} />
        <label htmlFor={inputId} className="visually-hidden">
          E-mail address
        </label>
        <div className="newsletter-row">
          <input
            ref={input}
            id={inputId}
            name="email"
            type="email"
            required
            pattern={EMAIL_PATTERN_SOURCE}
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            onChange={(event) => setEmail(event.currentTarget.value)}
            aria-describedby={shown.message ? messageId : undefined}
            aria-invalid={shown.status === "error" ? true : undefined}
          />
          <button type="submit" className="btn btn-accent newsletter-submit" disabled={disabled}>
            {submitLabel(shown.status)}
          </button>
        </div>
        <p
          id={messageId}
          className={`newsletter-message${shown.status === "error" ? " is-error" : ""}${shown.status === "success" ? " is-success" : ""}`}
          role="status"
        >
          {shown.message}
        </p>
      </fetcher.Form>
    </section>
  );
}
