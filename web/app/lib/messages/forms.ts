// Texts of the owner forms (re-exported by ./index.ts).
// Kept apart so a page's JavaScript carries only the texts it shows (Rollup places each module
// in the chunks that use it).

export const OWNER_FORMS = {
  /** Shown when the content service answers 429 (5 sends per 10 minutes per visitor and form). */
  rateLimited:
    "You have sent this form several times in a short while. Please wait about 10 minutes and try again — nothing you typed has been lost.",
  /** Shown when the content service cannot take the form right now. */
  unavailable: "We could not send your form just now. Please try again in a few minutes.",
  sending: "Sending...",
} as const;
