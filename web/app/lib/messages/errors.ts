// Texts of the error page: loaded with the error page only (re-exported by ./index.ts).
// Kept apart so a page's JavaScript carries only the texts it shows (Rollup places each module
// in the chunks that use it).

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "We couldn't understand that request. Please check the address or the details you entered and try again.",
  401: "You need to be signed in with the right permissions to view this page.",
  403: "You don't have permission to view this page. It may be private or restricted.",
  404: "The page you're looking for seems to have vanished like a rare antique. It may have been moved, sold or never existed.",
  405: "This address can't be used that way. Open the page in your browser, or use its form to send something.",
  413: "That was more than this form accepts. Please shorten what you entered and send it again.",
  415: "This address only accepts the site's own forms. Please use the form on the page.",
  500: "Something went wrong on our side. Our team has been notified; please try again in a moment.",
  502: "Our servers received an invalid response from an upstream service. Please try again shortly.",
  503: "The directory is temporarily unavailable. We're working to bring it back; please try again in a few minutes.",
};

export const ERROR_DESCRIPTION_FALLBACK =
  "An unexpected error occurred while loading this page. Please try again, or head back to the home page.";

/** Fixed texts of the error page. */

export const ERROR_PAGE = {
  tryAgain: "Try Again",
  backHome: "Back to Home",
  helpHeading: "What can you do?",
  quickNavHeading: "Quick navigation",
} as const;
