// The enhanced newsletter form: loaded by Newsletter.tsx on the first sign of intent (focus, input,
// pointer or touch) and swapped in for the plain form. It submits in place and walks the states
// idle → pending → success (reset after 3000 ms) | error.
import { useEffect, useReducer, useRef, useState } from "react";
import { SIGNUP } from "~/lib/messages";
import type { NewsletterFormProps } from "./constants";
import {
  EMAIL_PATTERN_SOURCE,
  failureMessage,
  normalizeEmail,
  outcomeOf,
  signupReducer,
  submitDisabled,
  submitLabel,
} from "./newsletterState";

export function NewsletterForm({
  source,
  inputId,
  messageId,
  initialStatus,
  initialMessage,
  initialEmail,
  autoFocus,
}: NewsletterFormProps) {
  const [state, dispatch] = useReducer(signupReducer, { status: initialStatus, message: initialMessage });
  const [email, setEmail] = useState(initialEmail);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!autoFocus || !input.current) return;
    const element = input.current;
    element.focus();
    // The caret where the visitor left it: at the end of what they typed.
    try {
      element.setSelectionRange(element.value.length, element.value.length);
    } catch {
      // type=email inputs do not support selection ranges in every browser.
    }
  }, [autoFocus]);
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

  return (
    <form method="post" action="/resources/newsletter" className="newsletter-form" onSubmit={onSubmit}>
      <input type="hidden" name="source" value={source} />
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={state.message ? messageId : undefined}
          aria-invalid={state.status === "error" ? true : undefined}
        />
        <button type="submit" className="btn btn-accent newsletter-submit" disabled={submitDisabled(state.status, email)}>
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
  );
}
