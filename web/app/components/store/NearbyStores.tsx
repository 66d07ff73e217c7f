import { PathLink } from "../PathLink";
import { formatDistanceAway, storePath, type NearbyStoreData } from "~/lib/stores/store-display";
import { HoursInline } from "./HoursBadge";
import { RatingBadge } from "./RatingBadge";
import { StoreBadges } from "./StoreBadges";

/**
 * The stores near the one a page shows, nearest first, one line each: its name (the link), town and
 * distance, rating, badges and today's hours in a few words. Lines rather than full cards: a visitor
 * picks the next stop here and reads about it on its own page, and the page stays light (six full
 * cards were two fifths of a store page's markup and a fifth of its render). The name's link covers
 * its whole box (`card-link`, global.css). Labelled by the heading the store page puts above it
 * (`nearby-heading`).
 */
export function NearbyStores({ stores }: { stores: NearbyStoreData[] }) {
  return (
    <ul className="nearby-stores" aria-labelledby="nearby-heading">
      {stores.map((store) => (
        <li key={store.slug} className="nearby-store" data-testid="nearby-store">
          <PathLink to={storePath(store)} className="nearby-store-name card-link">
            {store.name}
          </PathLink>
          <span className="nearby-store-place">
            {typeof store.distanceKm === "number"
              ? `${store.city}, ${store.state} · ${formatDistanceAway(store.distanceKm)}`
              : `${store.city}, ${store.state}`}
          </span>
          <span className="nearby-store-facts">
            <RatingBadge rating={store.displayRating} />
            {store.hours ? <HoursInline state={store.hours.state} label={store.hours.label} testId="nearby-store-hours" /> : null}
            <StoreBadges verified={store.verified} featured={store.featured} />
          </span>
        </li>
      ))}
    </ul>
  );
}
