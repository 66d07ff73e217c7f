// The e-mail rule of the newsletter and the owner forms, the same as the content service's
// (antiques_model::text::valid_email): both run the shared cases in contract/cases/emails.json.

const LOCAL_CHARS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-z0-9-]{1,63}$/;
const TOP_LEVEL = /^[a-z]{2,}$/;

/**
 * The address trimmed and lower-cased when the directory accepts it, else null: one @, a local part
 * of at most 64 allowed characters not starting or ending with a dot, a domain of two or more labels
 * of letters, digits and hyphens (no hyphen at either end) ending in two or more letters, at most
 * 254 characters in all.
 */
export function validEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length > 254 || /[\s\p{Cc}]/u.test(email)) return null;
  const at = email.indexOf("@");
  if (at <= 0 || at !== email.lastIndexOf("@")) return null;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split(".");
  const localOk = local.length <= 64 && LOCAL_CHARS.test(local) && !local.startsWith(".") && !local.endsWith(".");
  const domainOk =
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label) && !label.startsWith("-") && !label.endsWith("-")) &&
    TOP_LEVEL.test(labels[labels.length - 1]!);
  return localOk && domainOk ? email : null;
}
