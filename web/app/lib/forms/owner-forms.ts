// Validation of the owner forms (add a store, claim a listing, advertising contact). One module for the
// server (actions) and the browser (inline errors before submit), so both say exactly the same thing.
// Which fields are required and how long they may be come from the contract (FORM_RULES, generated
// from the content service's OpenAPI document), and the states a store may be in from the content
// service itself (GET /api/states), so the forms and the service that checks them again cannot
// disagree; this module adds the labels and the format hints shown in the browser.

import { FORM_RULES } from "../content/form-rules";
import { validEmail } from "./email";
import { groupThousands } from "../messages/numbers";

export type FieldKind = "text" | "email" | "state" | "zip" | "phone" | "url";

export interface FieldRule {
  /** The visible label, also used in messages. */
  label: string;
  required?: boolean;
  /** Maximum length in characters after trimming. */
  max: number;
  kind?: FieldKind;
  /**
   * The codes a `state` field accepts: the content service's states (upper case). Without them any
   * two-letter code passes here and the content service checks it.
   */
  choices?: readonly string[];
}

export type FormRules = Record<string, FieldRule>;
export type FormValues<R extends FormRules> = Record<keyof R & string, string>;
export type FormErrors<R extends FormRules> = Partial<Record<keyof R & string, string>>;

export interface ValidationResult<R extends FormRules> {
  ok: boolean;
  values: FormValues<R>;
  errors: FormErrors<R>;
}

export { HONEYPOT_FIELD, isHoneypotFilled } from "./honeypot";

const ZIP_PATTERN = /^\d{5}$/;
const PHONE_PATTERN = /^[+()\d][\d\s().+-]{5,}$/;
const URL_PATTERN = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

export const FORM_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${groupThousands(max)} characters.`,
  email: "Enter a valid e-mail address, like name@example.com.",
  state: "Choose a state (two-letter code, like TX).",
  zip: "Enter a 5-digit ZIP code, like 78954.",
  phone: "Enter a phone number, like (979) 555-0123.",
  url: "Enter a web address, like example.com or https://example.com.",
  summary: "Please correct the highlighted fields and send the form again.",
} as const;

/** Checks one value against its rule; returns the message of the first problem, or undefined. */
export function validateField(rule: FieldRule, raw: string): string | undefined {
  const value = raw.trim();
  if (value === "") return rule.required ? FORM_MESSAGES.required(rule.label) : undefined;
  if (value.length > rule.max) return FORM_MESSAGES.tooLong(rule.label, rule.max);
  switch (rule.kind) {
    case "email":
      return validEmail(value) !== null ? undefined : FORM_MESSAGES.email;
    case "state": {
      const code = value.toUpperCase();
      const known = rule.choices ? rule.choices.includes(code) : /^[A-Z]{2}$/.test(code);
      return known ? undefined : FORM_MESSAGES.state;
    }
    case "zip":
      return ZIP_PATTERN.test(value) ? undefined : FORM_MESSAGES.zip;
    case "phone":
      return PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 7 ? undefined : FORM_MESSAGES.phone;
    case "url":
      return URL_PATTERN.test(value) ? undefined : FORM_MESSAGES.url;
    default:
      return undefined;
  }
}

/** Brings a valid value into the form the content service stores. */
function normalise(rule: FieldRule, value: string): string {
  const trimmed = value.trim();
  if (rule.kind === "email") return trimmed.toLowerCase();
  if (rule.kind === "state") return trimmed.toUpperCase();
  return trimmed;
}

type Source = FormData | URLSearchParams | Record<string, unknown>;

function read(source: Source, name: string): string {
  const value = source instanceof FormData || source instanceof URLSearchParams ? source.get(name) : source[name];
  return typeof value === "string" ? value : "";
}

/** Validates every field of a form; `values` are trimmed and normalised. */
export function validateForm<R extends FormRules>(rules: R, source: Source): ValidationResult<R> {
  const values = {} as FormValues<R>;
  const errors: FormErrors<R> = {};
  for (const name of Object.keys(rules) as (keyof R & string)[]) {
    const rule = rules[name]!;
    const raw = read(source, name);
    const error = validateField(rule, raw);
    if (error) errors[name] = error;
    values[name] = error ? raw : normalise(rule, raw);
  }
  return { ok: Object.keys(errors).length === 0, values, errors };
}


/** The body to send to the content service: optional fields left empty are omitted. */
export function submissionBody<R extends FormRules>(values: FormValues<R>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== "") body[name] = value;
  }
  return body;
}

/** A store named by a pasted page address (`https://.../stores/round-top-emporium`) becomes its slug. */
export function normaliseStoreReference(value: string): string {
  const match = /\/stores\/([a-z0-9][a-z0-9-]*)\/?(?:[?#].*)?$/i.exec(value.trim());
  return match ? match[1]!.toLowerCase() : value.trim();
}

// ---- The three forms (field names, required fields and limits are the content service's) ----

type ContractForm = keyof typeof FORM_RULES;
type Presentation<F extends ContractForm> = Record<keyof (typeof FORM_RULES)[F] & string, Omit<FieldRule, "required" | "max">>;

/** A form's rules: the contract's `required` and `maxLength` with the page's label and format hint. */
function contractRules<F extends ContractForm>(form: F, presentation: Presentation<F>): Record<keyof Presentation<F>, FieldRule> {
  const contract = FORM_RULES[form] as Record<string, { required: boolean; maxLength?: number }>;
  const rules = {} as Record<keyof Presentation<F>, FieldRule>;
  for (const name of Object.keys(presentation) as (keyof Presentation<F> & string)[]) {
    const field = contract[name];
    if (!field?.maxLength) throw new Error(`The contract has no length limit for ${form}.${name}`);
    rules[name] = { ...presentation[name], required: field.required, max: field.maxLength };
  }
  return rules;
}

const STORE_SUBMISSION_FIELDS = contractRules("storeSubmission", {
  name: { label: "Store name" },
  address: { label: "Street address" },
  city: { label: "City" },
  state: { label: "State", kind: "state" },
  zipCode: { label: "ZIP code", kind: "zip" },
  phone: { label: "Phone", kind: "phone" },
  website: { label: "Website", kind: "url" },
  email: { label: "Your e-mail", kind: "email" },
  description: { label: "Description" },
  specialties: { label: "Specialties" },
});

/**
 * The add-store form's rules. `states` are the content service's (the add-store loader and action
 * read them): the state field accepts their codes, and the page offers them as its choices.
 */
export function storeSubmissionRules(states: ReadonlyArray<{ code: string }>): typeof STORE_SUBMISSION_FIELDS {
  const choices = states.map((state) => state.code.toUpperCase());
  return { ...STORE_SUBMISSION_FIELDS, state: { ...STORE_SUBMISSION_FIELDS.state, choices } };
}

export const CLAIM_ROLES = ["Owner", "Manager", "Employee", "Authorised representative"] as const;

export const CLAIM_RULES = contractRules("claimRequest", {
  store: { label: "Store" },
  name: { label: "Your name" },
  role: { label: "Your role" },
  email: { label: "E-mail", kind: "email" },
  phone: { label: "Phone", kind: "phone" },
  note: { label: "Note" },
});

export const CONTACT_RULES = contractRules("contactRequest", {
  name: { label: "Your name" },
  email: { label: "E-mail", kind: "email" },
  business: { label: "Business name" },
  message: { label: "Message" },
});
