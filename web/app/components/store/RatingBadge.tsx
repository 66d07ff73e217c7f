import { formatRating, sentimentLabel } from "~/lib/stores/store-display";

/**
 * The rating as value/10 (or "No reviews"), optionally with the sentiment label. A rated store's
 * star is drawn by the stylesheet (`.rating::before`, hidden from screen readers), not written as
 * an element: ratings are on every card of every list.
 */
export function RatingBadge({ rating, withLabel = false, size = "sm" }: { rating: number | null; withLabel?: boolean; size?: "sm" | "lg" }) {
  const rated = rating !== null;
  return (
    <span className={`rating rating-${size}${rated ? "" : " rating-none"}`} data-testid="rating">
      <span className="rating-value" data-testid="rating-value">
        {formatRating(rating)}
      </span>
      {withLabel ? (
        <span className="rating-label" data-testid="sentiment-label">
          {sentimentLabel(rating)}
        </span>
      ) : null}
    </span>
  );
}
