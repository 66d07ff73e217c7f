// The bookmark of the saved stores: outlined, or filled for a saved store (the header's link and the
// save toggles; in the site's shell with them).
import { svgContent } from "../svg-content";

const bookmark = (fill: string) =>
  svgContent(`<path d="M6 3h12v18l-6-4.5L6 21z" fill="${fill}" stroke="currentColor" stroke-width="2" stroke-linejoin="round"></path>`);
const FILLED = bookmark("currentColor");
const OUTLINED = bookmark("none");

export function BookmarkIcon({ filled = false, size = 18 }: { filled?: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={filled ? FILLED : OUTLINED} />
  );
}
