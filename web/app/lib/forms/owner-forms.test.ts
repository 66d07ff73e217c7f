import { FORM_RULES } from "../content/form-rules";
import { describe, expect, it } from "vitest";
import {
  CLAIM_RULES,
  CONTACT_RULES,
  FORM_MESSAGES,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  normaliseStoreReference,
  storeSubmissionRules,
  submissionBody,
  validateField,
  validateForm,
} from "./owner-forms";

/** States as the content service sends them (GET /api/states), a few of them. */
const STATES = [
  { code: "DC", name: "District of Columbia" },
  { code: "TX", name: "Texas" },
  { code: "VT", name: "Vermont" },
];
const STORE_SUBMISSION_RULES = storeSubmissionRules(STATES);

const validStore = {
  name: "Round Top Emporium",
  address: "102 Main St",
  city: "Round Top",
  state: "tx",
  zipCode: "78954",
  phone: "",
  website: "",
  email: " Owner@Example.COM ",
  description: "",
  specialties: "",
};

describe("validateField", () => {
  it("requires required fields, ignoring surrounding spaces", () => {
    expect(validateField({ label: "City", required: true, max: 10 }, "   ")).toBe(FORM_MESSAGES.required("City"));
    expect(validateField({ label: "City", max: 10 }, "")).toBeUndefined();
  });

  it("bounds lengths after trimming", () => {
    const rule = { label: "Name", required: true, max: 5 };
    expect(validateField(rule, "  abcde  ")).toBeUndefined();
    expect(validateField(rule, "abcdef")).toBe(FORM_MESSAGES.tooLong("Name", 5));
    expect(FORM_MESSAGES.tooLong("Note", 2000)).toBe("Note must be at most 2,000 characters.");
  });

  it("checks e-mail addresses loosely", () => {
    const rule = { label: "E-mail", required: true, max: 200, kind: "email" as const };
    for (const ok of ["a@b.co", "first.last+tag@shop.example.com"]) expect(validateField(rule, ok)).toBeUndefined();
    for (const bad of ["a@b", "a b@c.com", "@c.com", "a@.com", "abc"]) expect(validateField(rule, bad)).toBe(FORM_MESSAGES.email);
  });

  it("accepts the codes of the content service's states only, in any case", () => {
    const rule = STORE_SUBMISSION_RULES.state;
    expect(rule.choices).toEqual(["DC", "TX", "VT"]);
    expect(validateField(rule, "TX")).toBeUndefined();
    expect(validateField(rule, "dc")).toBeUndefined();
    expect(validateField(rule, "XX")).toBe(FORM_MESSAGES.state);
    expect(validateField(rule, "CA")).toBe(FORM_MESSAGES.state);
    expect(validateField(rule, "T")).toBe(FORM_MESSAGES.state);
    expect(validateField(rule, "Texas")).toBe(FORM_MESSAGES.tooLong("State", 2));
  });

  it("without the states, accepts any two-letter code (the content service checks it)", () => {
    const rule = { label: "State", required: true, max: 2, kind: "state" as const };
    expect(validateField(rule, "xx")).toBeUndefined();
    expect(validateField(rule, "T")).toBe(FORM_MESSAGES.state);
    expect(validateField(rule, "T1")).toBe(FORM_MESSAGES.state);
  });

  it("wants exactly five digits for a ZIP code", () => {
    const rule = STORE_SUBMISSION_RULES.zipCode;
    expect(validateField(rule, "02134")).toBeUndefined();
    expect(validateField(rule, "2134")).toBe(FORM_MESSAGES.zip);
    expect(validateField(rule, "7895a")).toBe(FORM_MESSAGES.zip);
    expect(validateField(rule, "789541")).toBe(FORM_MESSAGES.tooLong("ZIP code", 5));
  });

  it("checks optional phones and websites only when given", () => {
    expect(validateField(STORE_SUBMISSION_RULES.phone, "(979) 555-0123")).toBeUndefined();
    expect(validateField(STORE_SUBMISSION_RULES.phone, "+1 979 555 0123")).toBeUndefined();
    expect(validateField(STORE_SUBMISSION_RULES.phone, "call me")).toBe(FORM_MESSAGES.phone);
    expect(validateField(STORE_SUBMISSION_RULES.website, "roundtop.example")).toBeUndefined();
    expect(validateField(STORE_SUBMISSION_RULES.website, "https://roundtop.example/shop?x=1")).toBeUndefined();
    expect(validateField(STORE_SUBMISSION_RULES.website, "not a site")).toBe(FORM_MESSAGES.url);
  });
});

describe("validateForm", () => {
  it("normalises valid values: trimmed, e-mail lower-cased, state upper-cased", () => {
    const result = validateForm(STORE_SUBMISSION_RULES, validStore);
    expect(result.ok).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.values.email).toBe("owner@example.com");
    expect(result.values.state).toBe("TX");
  });

  it("reports every failing field and keeps what was typed", () => {
    const form = new FormData();
    form.set("name", "");
    form.set("email", "nope");
    form.set("message", "x".repeat(2001));
    const result = validateForm(CONTACT_RULES, form);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      name: FORM_MESSAGES.required("Your name"),
      email: FORM_MESSAGES.email,
      message: FORM_MESSAGES.tooLong("Message", 2000),
    });
    expect(result.values.email).toBe("nope");
    expect(result.values.business).toBe("");
  });

  it("treats missing fields as empty", () => {
    const result = validateForm(CLAIM_RULES, new URLSearchParams("store=x"));
    expect(Object.keys(result.errors).sort()).toEqual(["email", "name", "role"]);
  });
});

describe("submission helpers", () => {
  it("detects a filled honeypot", () => {
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({})).toBe(false);
  });

  it("omits empty optional fields from the body", () => {
    const { values } = validateForm(STORE_SUBMISSION_RULES, validStore);
    expect(submissionBody(values)).toEqual({
      name: "Round Top Emporium",
      address: "102 Main St",
      city: "Round Top",
      state: "TX",
      zipCode: "78954",
      email: "owner@example.com",
    });
  });

  it("turns a pasted store address into its slug", () => {
    expect(normaliseStoreReference("https://example.com/stores/Round-Top-Emporium")).toBe("round-top-emporium");
    expect(normaliseStoreReference("/stores/barn-finds/?utm=x")).toBe("barn-finds");
    expect(normaliseStoreReference("  Barn Finds  ")).toBe("Barn Finds");
  });
});

describe("form rules from the contract", () => {
  it("cover exactly the content service's fields, with its required fields and limits", () => {
    const forms = [
      [STORE_SUBMISSION_RULES, FORM_RULES.storeSubmission],
      [CLAIM_RULES, FORM_RULES.claimRequest],
      [CONTACT_RULES, FORM_RULES.contactRequest],
    ] as const;
    for (const [rules, contract] of forms) {
      expect(Object.keys(rules).sort()).toEqual(Object.keys(contract).sort());
      for (const [name, field] of Object.entries(contract) as [string, { required: boolean; maxLength: number }][]) {
        const rule = (rules as Record<string, { required?: boolean; max: number }>)[name]!;
        expect(Boolean(rule.required), name).toBe(field.required);
        expect(rule.max, name).toBe(field.maxLength);
      }
    }
    expect(STORE_SUBMISSION_RULES.phone.max).toBe(50);
    expect(CLAIM_RULES.email.max).toBe(254);
  });
});
