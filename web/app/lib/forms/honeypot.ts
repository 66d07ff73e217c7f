// The honeypot every public form carries (components/forms/Honeypot.tsx): a field hidden from people
// and assistive technology that only form-filling bots complete. Its own module, so a form that
// needs nothing else of the owner forms (the newsletter in every page's footer) loads only this.

/** Name of the honeypot field. */
export const HONEYPOT_FIELD = "contact_me_by_fax";

/** True when a bot filled the honeypot. */
export function isHoneypotFilled(form: FormData | URLSearchParams | Record<string, unknown>): boolean {
  const value = form instanceof FormData || form instanceof URLSearchParams ? form.get(HONEYPOT_FIELD) : form[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
