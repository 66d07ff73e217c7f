// Labelled inputs with a hint and an inline error tied to the control through aria-describedby.
import type { ReactNode } from "react";
import { useFormField } from "./OwnerForm";

interface CommonProps {
  name: string;
  hint?: ReactNode;
  className?: string;
}

function useFieldProps(name: string, hint: ReactNode | undefined) {
  const field = useFormField(name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errorId = field.error ? `${field.id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return { field, hintId, errorId, describedBy };
}

function FieldShell({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? " field-invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="field-optional"> (optional)</span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  name,
  hint,
  className,
  type = "text",
  autoComplete,
  inputMode,
}: CommonProps & {
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "email" | "tel" | "url";
}) {
  const { field, hintId, errorId, describedBy } = useFieldProps(name, hint);
  return (
    <FieldShell
      id={field.id}
      label={field.rule.label}
      required={field.rule.required}
      hint={hint}
      hintId={hintId}
      error={field.error}
      errorId={errorId}
      className={className}
    >
      <input
        id={field.id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={field.rule.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={field.defaultValue}
        onBlur={(event) => field.onBlur(event.currentTarget.value)}
      />
    </FieldShell>
  );
}

export function TextAreaField({ name, hint, className, rows = 5 }: CommonProps & { rows?: number }) {
  const { field, hintId, errorId, describedBy } = useFieldProps(name, hint);
  return (
    <FieldShell
      id={field.id}
      label={field.rule.label}
      required={field.rule.required}
      hint={hint}
      hintId={hintId}
      error={field.error}
      errorId={errorId}
      className={className}
    >
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        required={field.rule.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={field.defaultValue}
        onBlur={(event) => field.onBlur(event.currentTarget.value)}
      />
    </FieldShell>
  );
}

export function SelectField({
  name,
  hint,
  className,
  placeholder,
  options,
  autoComplete,
}: CommonProps & {
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  autoComplete?: string;
}) {
  const { field, hintId, errorId, describedBy } = useFieldProps(name, hint);
  return (
    <FieldShell
      id={field.id}
      label={field.rule.label}
      required={field.rule.required}
      hint={hint}
      hintId={hintId}
      error={field.error}
      errorId={errorId}
      className={className}
    >
      <select
        id={field.id}
        name={name}
        required={field.rule.required}
        autoComplete={autoComplete}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={field.defaultValue}
        onBlur={(event) => field.onBlur(event.currentTarget.value)}
        onChange={(event) => field.onBlur(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
