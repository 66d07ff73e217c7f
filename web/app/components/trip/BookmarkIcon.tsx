// The bookmark of the saved stores: outlined, or filled for a saved store (the header's link and the
// save toggles; in the site's shell with them).
export function BookmarkIcon({ filled = false, size = 18 }: { filled?: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M6 3h12v18l-6-4.5L6 21z" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
