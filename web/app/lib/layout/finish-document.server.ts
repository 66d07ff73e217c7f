// A rendered document made ready to send: its stylesheets inline, and in production its modules
// started after the first frame. Pieces in, pieces out (./document-pieces.server.ts says why); the
// page is encoded once, by whoever takes its bytes (./rendered-page.server.ts).
import { type Piece, splitAtFirst, textPieces } from "./document-pieces.server";
import { inlineStylesheets } from "./inline-stylesheets.server";
import { startModulesAfterFirstFrame } from "./modules-after-first-frame.server";

export interface FinishOptions {
  /** The stylesheet rules to put inline (`buildStylesheet`). */
  readCss: (href: string) => Buffer | undefined;
  /**
   * Whether the modules start after the first frame: production builds only, as Vite's development
   * client must start with the page, and React's development build would warn about the starter
   * where its module script was.
   */
  startModulesLate: boolean;
}

/** The document's pieces, from what the renderer wrote. */
export function finishDocument(written: readonly Piece[], { readCss, startModulesLate }: FinishOptions): Piece[] {
  const pieces = textPieces(written);
  const split = splitAtFirst(pieces, "</head>");
  if (!split) return [...pieces];
  let { before: head, after: rest } = split;
  if (startModulesLate) {
    const started = startModulesAfterFirstFrame(head, rest);
    if (started) ({ head, rest } = started);
  }
  return [...inlineStylesheets(head, readCss), ...rest];
}
