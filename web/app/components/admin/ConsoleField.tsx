// Labelled controls of the console's forms, each with its hint and its error tied to the control
// (aria-describedby), and marked invalid when the content service refused the value.
import { useId, type ReactNode } from "react";

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

function useDescribedBy(error: string | undefined, hint: ReactNode | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(" ") || undefined };
}

function Shell({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldProps & { id: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={`field${error ? " field-invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
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

export function InputField(
  props: FieldProps & {
    defaultValue?: string;
    type?: "text" | "email" | "password" | "number" | "url" | "time" | "search" | "date";
    autoComplete?: string;
    inputMode?: "text" | "decimal" | "numeric" | "email" | "tel" | "url";
    step?: string;
    min?: number;
    max?: number;
    maxLength?: number;
    placeholder?: string;
    pattern?: string;
  },
) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(props.error, props.hint);
  return (
    <Shell {...props} id={id} hintId={hintId} errorId={errorId}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        step={props.step}
        min={props.min}
        max={props.max}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        pattern={props.pattern}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
      />
    </Shell>
  );
}

export function TextAreaInput(
  props: FieldProps & { defaultValue?: string; rows?: number; maxLength?: number; onChange?: (value: string) => void; spellCheck?: boolean },
) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(props.error, props.hint);
  return (
    <Shell {...props} id={id} hintId={hintId} errorId={errorId}>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 4}
        defaultValue={props.defaultValue}
        onChange={props.onChange ? (event) => props.onChange?.(event.currentTarget.value) : undefined}
        spellCheck={props.spellCheck}
        maxLength={props.maxLength}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
      />
    </Shell>
  );
}

export function SelectInput(
  props: FieldProps & { defaultValue?: string; options: ReadonlyArray<{ value: string; label: string }> },
) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(props.error, props.hint);
  return (
    <Shell {...props} id={id} hintId={hintId} errorId={errorId}>
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function CheckboxInput({ name, label, defaultChecked, hint }: { name: string; label: string; defaultChecked?: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className="console-check">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
