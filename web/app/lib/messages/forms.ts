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


/** "Report a change" on a store's page (/stores/{slug}/report). */
export const REPORT = {
  title: (name: string) => `Report a change to ${name}`,
  intro: "Tell us what is wrong with this listing. An editor checks every report and updates the store's page.",
  kindLegend: "What has changed?",
  kinds: {
    closedPermanently: "It has closed for good",
    moved: "It has moved",
    wrongHours: "The opening hours are wrong",
    wrongContact: "The phone number or website is wrong",
    other: "Something else",
  } as Record<string, string>,
  details: "What is right now?",
  detailsHint: "For example the new address, the right hours or the right phone number.",
  email: "Your e-mail address",
  emailHint: "Only if an editor may ask you a question. It is never shown.",
  submit: "Send the report",
  chooseKind: "Choose what has changed.",
  sentTitle: "Thank you: an editor will check the listing",
  sentText: "We check reports against the store itself before changing its page, usually within a few days.",
  back: (name: string) => `Back to ${name}`,
} as const;
