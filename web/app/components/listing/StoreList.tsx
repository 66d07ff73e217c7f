import type { StoreCardData } from "~/lib/stores/store-display";
import { LIST_TEXT } from "~/lib/messages";
import { StoreCard } from "../store/StoreCard";

/** A grid of store cards, or "No stores found" when empty. */
export function StoreList({
  stores,
  headingLevel = 3,
  emptyText = LIST_TEXT.noStoresFound,
  label,
}: {
  stores: readonly StoreCardData[];
  headingLevel?: 2 | 3 | 4;
  emptyText?: string;
  /** Accessible name of the list. */
  label?: string;
}) {
  if (stores.length === 0) {
    return (
      <p className="empty-state" data-testid="empty-state">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="card-grid store-list" data-testid="store-list" aria-label={label}>
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard store={store} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
