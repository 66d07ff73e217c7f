// The header's link to the saved stores, with their count once the page hydrates (the count lives in
// this browser; the server renders the link without one, the same for every visitor).
import { SAVE_TEXT } from "~/lib/messages/saved";
import { BookmarkIcon } from "../trip/BookmarkIcon";
import { useSavedStores } from "../trip/use-saved-stores";
import { PathNavLink } from "../PathLink";

export function SavedLink() {
  const count = useSavedStores().length;
  return (
    <PathNavLink to="/saved" className="saved-link" data-testid="saved-link">
      <BookmarkIcon size={20} />
      <span className="saved-link-label">{SAVE_TEXT.headerLink}</span>
      {count > 0 ? (
        <span className="saved-count" data-testid="saved-count">
          {count}
        </span>
      ) : null}
      <span className="visually-hidden">{count === 1 ? " store" : " stores"}</span>
    </PathNavLink>
  );
}
