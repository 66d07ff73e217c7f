// A rendered document as the pieces React wrote it in, rewritten where needed and encoded once.
//
// React's server writer hands a page over as text, a few thousand characters at a time (the
// production writer is patched to: docs/decisions/027-react-dom-server-writer-patched.md). The page's
// rewrites (the stylesheets inline, the modules started after the first frame) touch only its head
// and its last scripts, so they read and replace just the pieces that hold those, and the page is
// encoded into one buffer of its exact size when its bytes are taken (./rendered-page.server.ts).
// Encoding each piece into a buffer of its own (three bytes a character), then copying the page
// whole once per rewrite, made ~500 KB of buffers a store page.

/** A piece of a document: text, or bytes already encoded (a stylesheet's rules, read once). */
export type Piece = string | Uint8Array;

/**
 * The text before the first `marker` and the pieces from it on, or undefined when the text pieces
 * at the start do not hold it (a bytes piece ends the search). Only the pieces up to the marker are
 * joined; the rest are left as they are.
 */
export function splitAtFirst(pieces: readonly Piece[], marker: string): { before: string; after: Piece[] } | undefined {
  let text = "";
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (typeof piece !== "string") return undefined;
    // The marker may begin in the pieces already read and end in this one.
    const from = Math.max(0, text.length - marker.length + 1);
    text += piece;
    const at = text.indexOf(marker, from);
    if (at >= 0) return { before: text.slice(0, at), after: [text.slice(at), ...pieces.slice(i + 1)] };
  }
  return undefined;
}

/**
 * The pieces before the last `marker` and the text from it to the end, or undefined when the text
 * pieces at the end do not hold it (a bytes piece ends the search). Each piece is searched with just
 * the start of the text after it (where a marker beginning in it would end), not with all of that
 * text: the pieces after the marker are joined once, when it is found.
 */
export function splitAtLast(pieces: readonly Piece[], marker: string): { before: Piece[]; after: string } | undefined {
  /** The first characters of the text after this piece: at most the marker's length less one. */
  let next = "";
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i]!;
    if (typeof piece !== "string") return undefined;
    // The text after this piece held no marker, so one found now starts in this piece.
    const withNext = piece + next;
    const at = withNext.lastIndexOf(marker, piece.length - 1);
    if (at >= 0) {
      return { before: [...pieces.slice(0, i), piece.slice(0, at)], after: piece.slice(at) + pieces.slice(i + 1).join("") };
    }
    next = withNext.slice(0, marker.length - 1);
  }
  return undefined;
}

const encoder = new TextEncoder();
/** Where pieces are encoded before they are copied out at their exact size; grown when a page needs more. */
let scratch = Buffer.allocUnsafe(256 * 1024);

/**
 * The pieces' UTF-8 bytes in one buffer of exactly their length. Encoded into a reused buffer first,
 * then copied once: measuring each piece's UTF-8 length and writing it in place cost more than the
 * copy (~0.6 M instructions a store page, `web/scripts/count-render.mjs`).
 */
export function encodePieces(pieces: readonly Piece[]): Buffer<ArrayBuffer> {
  let most = 0;
  for (const piece of pieces) most += typeof piece === "string" ? 3 * piece.length : piece.byteLength;
  if (scratch.length < most) scratch = Buffer.allocUnsafe(Math.max(most, 2 * scratch.length));
  let offset = 0;
  for (const piece of pieces) {
    if (typeof piece === "string") offset += encoder.encodeInto(piece, scratch.subarray(offset)).written;
    else {
      scratch.set(piece, offset);
      offset += piece.byteLength;
    }
  }
  const bytes = Buffer.allocUnsafe(offset) as Buffer<ArrayBuffer>;
  scratch.copy(bytes, 0, 0, offset);
  return bytes;
}

/**
 * What a renderer wrote, as text pieces: as they are when all of it was text (React's patched
 * production writer), else decoded whole (the development writer writes bytes, cut anywhere).
 */
export function textPieces(written: readonly Piece[]): string[] {
  if (written.every((piece) => typeof piece === "string")) return written as string[];
  return [encodePieces(written).toString("utf8")];
}
