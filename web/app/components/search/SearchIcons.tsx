// Icons of the name-search box, shared by its static and interactive forms.
import { svgContent } from "../svg-content";

const GLASS = svgContent(
  '<circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2"></circle>' +
    '<path d="m20 20-3.5-3.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path>',
);
const ARROW = svgContent(
  '<path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path>',
);

export function SearchGlassIcon() {
  return (
    <svg className="name-search-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={GLASS} />
  );
}

export function SearchSubmitIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={ARROW} />
  );
}

export const SEARCH_LABEL = "Search stores by name";
export const searchLandmarkLabel = (variant: "header" | "menu") =>
  variant === "menu" ? "Store search in menu" : "Store search";
