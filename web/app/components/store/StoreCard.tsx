import type { ReactNode } from "react";
import { PathLink } from "../PathLink";
import { STORE_TEXT } from "~/lib/messages";
import { CARD_EXCERPT, excerpt, formatDistanceAway, storeDescription, storePath, type StoreCardData } from "~/lib/stores/store-display";
import { MarkedText, MatchReasons } from "../search/MarkedText";
import { SaveStoreButton } from "../trip/SaveStoreButton";
import { RatingBadge } from "./RatingBadge";
import { StoreBadges } from "./StoreBadges";
import "~/styles/directory.css";
import "~/styles/store-card.css";

export interface StoreCardProps {
  /** What loaders make with `toStoreCard` (the hours already read at the time of the request). */
  store: StoreCardData;
  /** Heading level of the store name (default 3: cards sit under an h2). */
  headingLevel?: 2 | 3 | 4;
  /** Extra content under the description (e.g. ranking reasons). */
  children?: ReactNode;
  /** A leading label, e.g. "#1" for ranked lists. */
  rankLabel?: string;
  /** Whether the card offers its save toggle (the saved list shows a remove button instead). */
  saveToggle?: boolean;
}

/**
 * A store in a list: monogram, name (the card's link), street and town, today's hours, rating,
 * badges, what it sells, a short description and, at the bottom, the save toggle.
 */
export function StoreCard({ store, headingLevel = 3, children, rankLabel, saveToggle = true }: StoreCardProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const text = excerpt(storeDescription(store), CARD_EXCERPT);
  const initial = (store.name.trim()[0] ?? "?").toUpperCase();
  const { hours } = store;
  return (
    <article className="card store-card" data-testid="store-card" data-slug={store.slug}>
      <div className="store-card-top">
        <span className="store-card-monogram" aria-hidden="true">
          {rankLabel ?? initial}
        </span>
        <div className="store-card-title">
          <Heading className="store-card-name">
            <PathLink to={storePath(store)} className="card-link">
              {store.nameParts ? <MarkedText parts={store.nameParts} /> : store.name}
            </PathLink>
          </Heading>
          <p className="store-card-place" data-testid="store-card-place">
            {store.address ? (
              <>
                <span className="store-card-street" data-testid="store-card-street">
                  {store.address}
                </span>
                {" · "}
              </>
            ) : null}
            <span className="store-card-town">
              {store.city}, {store.state}
            </span>
            {typeof store.distanceKm === "number" ? (
              <>
                {" "}
                <span className="store-card-town">· {formatDistanceAway(store.distanceKm)}</span>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {hours ? (
        <p className={`store-card-hours store-card-hours-${hours.state}`} data-testid="store-card-hours" data-state={hours.state}>
          <span className="hours-dot" aria-hidden="true" />
          <span>
            <span className="store-card-hours-label">
              {hours.label}
              {hours.next ? " ·" : null}
            </span>
            {hours.next ? (
              <>
                {" "}
                <span className="store-card-hours-next">{hours.next}</span>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      <div className="store-card-meta">
        <RatingBadge rating={store.displayRating} />
        <StoreBadges verified={store.verified} featured={store.featured} />
      </div>
      {store.categoryNames.length > 0 ? (
        <p className="store-card-categories" data-testid="store-card-categories">
          <span className="visually-hidden">{STORE_TEXT.cardCategories} </span>
          {store.categoryNames.join(" · ")}
        </p>
      ) : null}
      {text ? <p className="store-card-text">{text}</p> : null}
      {store.why ? <MatchReasons why={store.why} /> : null}
      {children}
      {saveToggle ? <SaveStoreButton slug={store.slug} name={store.name} className="store-card-save" /> : null}
    </article>
  );
}
