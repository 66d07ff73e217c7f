import { formatRating, sentimentLabel } from "~/lib/stores/store-display";

/** The rating as value/10 (or "No reviews"), optionally with the sentiment label. */
export function RatingBadge({ rating, withLabel = false, size = "sm" }: { rating: number | null; withLabel?: boolean; size?: "sm" | "lg" }) {
  const rated = rating !== null;
  return (
    <span className={`rating rating-${size}${rated ? "" : " rating-none"}`} data-testid="rating">
      {rated ? (
        <span className="rating-star" aria-hidden="true">
          ★
        </span>
      ) : null}
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
