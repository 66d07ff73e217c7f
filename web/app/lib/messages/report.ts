// Texts of "Report a change" (/stores/{slug}/report). A module of its own, imported by that page
// only: texts in the shared modules travel with every page's JavaScript.

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
