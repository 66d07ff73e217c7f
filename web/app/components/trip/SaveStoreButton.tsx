// "Save" / "Saved": keeps a store in the visitor's saved list (this browser only, no account), on
// store pages and every store card. A toggle button (aria-pressed); the server renders it unpressed
// and it shows the visitor's state once the page hydrates. Without JavaScript it is hidden (shell.css).
import { SAVE_TEXT } from "~/lib/messages/saved";
import { isSavedListFull, toggleSavedStore } from "~/lib/trip/saved-stores";
import { BookmarkIcon } from "./BookmarkIcon";
import { updateSavedStores, useSavedStores } from "./use-saved-stores";

export function SaveStoreButton({ slug, name, className = "" }: { slug: string; name: string; className?: string }) {
  const saved = useSavedStores();
  const pressed = saved.includes(slug);
  const full = !pressed && isSavedListFull(saved);
  return (
    <button
      type="button"
      className={`save-toggle ${className}`.trim()}
      aria-pressed={pressed}
      disabled={full}
      title={full ? SAVE_TEXT.fullHint : undefined}
      onClick={() => updateSavedStores((slugs) => toggleSavedStore(slugs, slug))}
      data-testid="save-toggle"
    >
      <BookmarkIcon filled={pressed} />
      {full ? SAVE_TEXT.full : pressed ? SAVE_TEXT.saved : SAVE_TEXT.save}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
