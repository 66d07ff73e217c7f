// What the server-rendered newsletter form needs (Newsletter.tsx): kept apart from the state machine
// (newsletterState.ts), which only the enhanced form (NewsletterForm.tsx) loads.
import type { SignupSource } from "../../lib/content/types";
import type { SignupStatus } from "./newsletterState";

/** The loose e-mail pattern: something@something.something, no spaces. Also the input's `pattern`. */
export const EMAIL_PATTERN_SOURCE = "[^\\s@]+@[^\\s@]+\\.[^\\s@]+";

/** Query parameter carrying a no-script signup result: `{source}.{result}`. */
export const RESULT_PARAM = "newsletter";

/** A no-script signup result as the root loader hands it to the form it belongs to. */
export interface NewsletterResult {
  source: SignupSource;
  status: SignupStatus;
  message: string;
}

/** Props the server-rendered shell hands the enhanced form. */
export interface NewsletterFormProps {
  source: SignupSource;
  inputId: string;
  messageId: string;
  /** State to start in (a no-script result), else idle. */
  initialStatus: SignupStatus;
  initialMessage: string;
  /** What the visitor typed into the plain form before the enhanced one arrived. */
  initialEmail: string;
  autoFocus: boolean;
}
