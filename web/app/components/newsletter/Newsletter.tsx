// Newsletter signup, one component for the footer and inline variants.
// The server renders a real form posting to /resources/newsletter: it works without JavaScript (the
// action redirects back with the result in the query string, which the root loader turns into the
// message shown here). The interactive form (NewsletterForm: validation state, in-place submit,
// pending → success | error) loads on the first sign of intent: focus, input, pointer over it or
// touch, and takes over what was typed. That keeps its code out of every page's initial JavaScript.
import { useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { SignupSource } from "~/lib/content/types";
import { SIGNUP } from "~/lib/messages";
import { EMAIL_PATTERN_SOURCE, type NewsletterResult } from "./constants";
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

type NewsletterFormComponent = typeof import("./NewsletterForm").NewsletterForm;

interface Handover {
  email: string;
  focused: boolean;
}

export function Newsletter({ source, title, description }: NewsletterProps) {
  const rootData = useRouteLoaderData("root") as { newsletter?: NewsletterResult | null } | undefined;
  const result = rootData?.newsletter?.source === source ? rootData.newsletter : null;
  const [Form, setForm] = useState<NewsletterFormComponent | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const handover = useRef<Handover | null>(null);
  const requested = useRef(false);
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const headingId = `${id}-heading`;
  const text = FOOTER_TEXT;

  const onIntent = () => {
    if (requested.current) return;
    requested.current = true;
    void import("./NewsletterForm").then(
      (module) => setForm(() => module.NewsletterForm),
      () => {
        requested.current = false; // the plain form still posts; try again on the next intent
      },
    );
  };

  let form: React.ReactNode;
  if (Form) {
    // What the plain form holds is read in the render that replaces it (render and commit run in
    // one task, so no keystroke falls in between).
    if (!handover.current) {
      const element = input.current;
      handover.current = { email: element?.value ?? "", focused: element !== null && document.activeElement === element };
    }
    form = (
      <Form
        source={source}
        inputId={inputId}
        messageId={messageId}
        initialStatus={result?.status ?? "idle"}
        initialMessage={result?.message ?? ""}
        initialEmail={handover.current.email}
        autoFocus={handover.current.focused}
      />
    );
  } else {
    const status = result?.status ?? "idle";
    form = (
      <form
        method="post"
        action="/resources/newsletter"
        className="newsletter-form"
        onFocus={onIntent}
        onInput={onIntent}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
      >
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
            aria-describedby={result?.message ? messageId : undefined}
            aria-invalid={status === "error" ? true : undefined}
          />
          {/* Enabled until the enhanced form takes over, so the form also works without JavaScript. */}
          <button type="submit" className="btn btn-accent newsletter-submit">
            {status === "success" ? SIGNUP.subscribed : SIGNUP.subscribe}
          </button>
        </div>
        <p
          id={messageId}
          className={`newsletter-message${status === "error" ? " is-error" : ""}${status === "success" ? " is-success" : ""}`}
          role="status"
        >
          {result?.message ?? ""}
        </p>
      </form>
    );
  }

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
      {form}
    </section>
  );
}
