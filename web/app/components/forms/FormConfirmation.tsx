import { useEffect, useRef, type ReactNode } from "react";

/** The state a page shows after its form was sent: a focused heading, what happens next, links on. */
export function FormConfirmation({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="form-confirmation card" aria-labelledby="form-confirmation-title" data-testid="form-confirmation">
      <div className="form-confirmation-icon" aria-hidden="true">
        ✓
      </div>
      <h2 id="form-confirmation-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
