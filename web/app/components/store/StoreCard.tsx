import type { ReactNode } from "react";
import { Link } from "react-router";
import { CARD_EXCERPT, excerpt, formatDistanceAway, storeDescription, storePath, type StoreCardData } from "~/lib/stores/store-display";
import { MarkedText, MatchReasons } from "../search/MarkedText";
import { RatingBadge } from "./RatingBadge";
import { StoreBadges } from "./StoreBadges";
import "~/styles/directory.css";

export interface StoreCardProps {
  /** A StoreSummary, or the smaller StoreCardData loaders make with `toStoreCard`. */
  store: StoreCardData;
  /** Heading level of the store name (default 3: cards sit under an h2). */
  headingLevel?: 2 | 3 | 4;
  /** Extra content under the description (e.g. ranking reasons). */
  children?: ReactNode;
  /** A leading label, e.g. "#1" for ranked lists. */
  rankLabel?: string;
}

/** A store in a list: monogram, name (the card's link), place, rating, badges and a short description. */
export function StoreCard({ store, headingLevel = 3, children, rankLabel }: StoreCardProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const text = excerpt(storeDescription(store), CARD_EXCERPT);
  const initial = (store.name.trim()[0] ?? "?").toUpperCase();
  return (
    <article className="card store-card" data-testid="store-card" data-slug={store.slug}>
      <div className="store-card-top">
        <span className="store-card-monogram" aria-hidden="true">
          {rankLabel ?? initial}
        </span>
        <div className="store-card-title">
          <Heading className="store-card-name">
            <Link to={storePath(store)} className="card-link">
              {store.nameParts ? <MarkedText parts={store.nameParts} /> : store.name}
            </Link>
          </Heading>
          <p className="store-card-place">
            {store.city}, {store.state}
            {typeof store.distanceKm === "number" ? (
              <span className="muted"> · {formatDistanceAway(store.distanceKm)}</span>
            ) : null}
          </p>
        </div>
      </div>
      <div className="store-card-meta">
        <RatingBadge rating={store.displayRating} />
        <StoreBadges verified={store.verified} featured={store.featured} />
      </div>
      {text ? <p className="store-card-text">{text}</p> : null}
      {store.why ? <MatchReasons why={store.why} /> : null}
      {children}
    </article>
  );
}
