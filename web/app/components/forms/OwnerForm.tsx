// A server-validated form that works without JavaScript (`<Form method="post">`) and, once hydrated,
// shows the same errors (lib/forms/owner-forms.ts) inline before sending. Fields read their value and error
// from context, so pages lay them out freely.
import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FORM_MESSAGES, type FormRules, validateField, validateForm } from "~/lib/forms/owner-forms";
import { OWNER_FORMS } from "~/lib/messages/forms";
import { Honeypot } from "./Honeypot";

export interface OwnerFormState {
  values?: Partial<Record<string, string>>;
  errors?: Partial<Record<string, string>>;
  formError?: string;
}

interface FieldContextValue {
  formId: string;
  rules: FormRules;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  onBlurField: (name: string, value: string) => void;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export function useFormField(name: string) {
  const context = useContext(FieldContext);
  if (!context) throw new Error("Form fields must be inside an OwnerForm");
  const rule = context.rules[name];
  if (!rule) throw new Error(`No rule for field ${name}`);
  return {
    id: `${context.formId}-${name}`,
    rule,
    defaultValue: context.values[name] ?? "",
    error: context.errors[name],
    onBlur: (value: string) => context.onBlurField(name, value),
  };
}

export function OwnerForm({
  id,
  rules,
  state,
  submitLabel,
  children,
}: {
  id: string;
  rules: FormRules;
  /** The action's answer (values and errors of a rejected send). */
  state: OwnerFormState | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(state?.errors ?? {});
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A new answer from the server replaces what the browser found.
  const serverErrors = state?.errors;
  const formError = state?.formError;
  useEffect(() => {
    setErrors(serverErrors ?? {});
    if (formError || (serverErrors && Object.keys(serverErrors).length > 0)) summaryRef.current?.focus();
  }, [serverErrors, formError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateForm(rules, new FormData(event.currentTarget));
    if (result.ok) return;
    event.preventDefault();
    setErrors(result.errors);
    const first = Object.keys(rules).find((name) => result.errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onBlurField(name: string, value: string) {
    // Re-check a field once it has been flagged, so the message goes away as soon as it is fixed.
    if (!(name in errors)) return;
    const rule = rules[name];
    if (!rule) return;
    const message = validateField(rule, value);
    setErrors((current) => {
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }

  const errorCount = Object.keys(errors).length;
  const summary = formError ?? (errorCount > 0 ? FORM_MESSAGES.summary : undefined);

  return (
    <FieldContext.Provider value={{ formId: id, rules, values: state?.values ?? {}, errors, onBlurField }}>
      <Form method="post" id={id} className="owner-form" noValidate onSubmit={onSubmit} ref={formRef}>
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className={summary ? "alert alert-error form-summary" : "form-summary-empty"}
          data-testid="form-summary"
        >
          {summary ?? null}
        </div>
        <p className="form-required-note muted">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">required</span> are required.
        </p>
        {children}
        <Honeypot />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? OWNER_FORMS.sending : submitLabel}
          </button>
        </div>
      </Form>
    </FieldContext.Provider>
  );
}
