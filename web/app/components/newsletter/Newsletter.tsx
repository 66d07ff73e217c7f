// Newsletter signup (SPEC §2 Footer, §4, §5, §8), one component for the footer and inline variants.
// A real form posting to /resources/newsletter: it works without JavaScript (the action redirects
// back with the result) and, once hydrated, submits in place and walks the states
// idle → pending → success (reset after 3000 ms) | error.
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { SignupSource } from "~/lib/content/types";
import { SIGNUP } from "~/lib/messages";
import {
  EMAIL_PATTERN_SOURCE,
  RESULT_PARAM,
  failureMessage,
  initialSignupState,
  noScriptState,
  normalizeEmail,
  outcomeOf,
  signupReducer,
  submitDisabled,
  submitLabel,
} from "./newsletterState";
import "~/styles/newsletter.css";

export interface NewsletterProps {
  source: SignupSource;
  /** Heading text; the footer and inline variants have their own defaults. */
  title?: string;
  description?: string;
}

const DEFAULTS: Record<SignupSource, { title: string; description: string }> = {
  footer: {
    title: "Get the antiquing newsletter",
    description: "New stores, hotspot events and buying tips. One e-mail a month, unsubscribe any time.",
  },
  inline: {
    title: "Never miss a find",
    description:
      "Join collectors who get new listings, upcoming antique shows and buying guides in their inbox once a month.",
  },
};

export function Newsletter({ source, title, description }: NewsletterProps) {
  const [searchParams] = useSearchParams();
  const [state, dispatch] = useReducer(
    signupReducer,
    searchParams.get(RESULT_PARAM),
    (value) => noScriptState(value, source) ?? initialSignupState,
  );
  const [email, setEmail] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const headingId = `${id}-heading`;

  useEffect(() => setHydrated(true), []);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitDisabled(state.status, email)) return;
    dispatch({ type: "submit" });
    const body = new FormData();
    body.set("email", normalizeEmail(email));
    body.set("source", source);
    try {
      const response = await fetch(event.currentTarget.action, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const json: unknown = await response.json().catch(() => null);
      const outcome = outcomeOf(response.ok, json);
      dispatch(outcome);
      if (outcome.type === "success") {
        setEmail("");
        clearTimeout(resetTimer.current);
        resetTimer.current = setTimeout(() => dispatch({ type: "reset" }), SIGNUP.resetAfterMs);
      }
    } catch (error) {
      dispatch({ type: "error", message: failureMessage(undefined, error instanceof Error ? error.message : undefined) });
    }
  };

  const text = DEFAULTS[source];
  // Before hydration the button stays enabled so the form also works without JavaScript.
  const disabled = hydrated && submitDisabled(state.status, email);

  return (
    <section
      id={`newsletter-${source}`}
      className={`newsletter newsletter--${source}`}
      aria-labelledby={headingId}
      data-testid={`newsletter-${source}`}
    >
      <div className="newsletter-copy">
        <h2 id={headingId} className="newsletter-title">
          {title ?? text.title}
        </h2>
        <p className="newsletter-description">{description ?? text.description}</p>
      </div>
      <form method="post" action="/resources/newsletter" className="newsletter-form" onSubmit={onSubmit}>
        <input type="hidden" name="source" value={source} />
        <label htmlFor={inputId} className="visually-hidden">
          E-mail address
        </label>
        <div className="newsletter-row">
          <input
            id={inputId}
            name="email"
            type="email"
            required
            pattern={EMAIL_PATTERN_SOURCE}
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={state.message ? messageId : undefined}
            aria-invalid={state.status === "error" ? true : undefined}
          />
          <button type="submit" className="btn btn-accent newsletter-submit" disabled={disabled}>
            {submitLabel(state.status)}
          </button>
        </div>
        <p
          id={messageId}
          className={`newsletter-message${state.status === "error" ? " is-error" : ""}${state.status === "success" ? " is-success" : ""}`}
          role="status"
        >
          {state.message}
        </p>
      </form>
    </section>
  );
}
