import { PathLink } from "../PathLink";
import type { StorePageData, StorePageView } from "~/lib/stores/store-pages";
import { STORE_TEXT } from "~/lib/messages";
import { formatDistanceAway } from "~/lib/stores/store-display";
import { Breadcrumbs } from "../listing/Breadcrumbs";
import { SaveStoreButton } from "../trip/SaveStoreButton";
import { HoursInline } from "./HoursBadge";
import { JsonLd } from "./JsonLd";
import { MapCard } from "./MapCard";
import { NearbyStores } from "./NearbyStores";
import { OpeningHoursTable } from "./OpeningHoursTable";
import { RatingBadge } from "./RatingBadge";
import { StoreBadges } from "./StoreBadges";
import "~/styles/directory.css";
import "~/styles/store-page.css";

const displayUrl = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

/** The store page (/stores/{slug}). */
export function StoreDetail({ data }: { data: Omit<StorePageData, "title" | "description"> }) {
  // Display values come ready from the loader (storePageView in lib/stores/directory.server.ts).
  const { store, nearby, crumbs, hours, jsonLd } = data;
  const { rating, phones, websites, emails, tel, address, description, insights, likes, concerns, hotspot } = store;
  const status = hours.status;

  return (
    <div className="container directory store-page" data-testid="store-page">
      <JsonLd json={jsonLd} />
      <Breadcrumbs items={crumbs} />

      {store.isSample ? (
        <p className="alert sample-note" data-testid="sample-note" role="note">
          <strong>{STORE_TEXT.sampleListing}.</strong> {STORE_TEXT.sampleListingNote}
        </p>
      ) : null}

      <header className="store-hero">
        <div className="store-hero-text">
          <StoreBadges verified={store.verified} featured={store.featured} />
          <h1 data-testid="store-name">{store.name}</h1>
          {address ? (
            <p className="store-hero-address" data-testid="store-address">
              {address}
            </p>
          ) : null}
          <div className="store-hero-meta">
            <RatingBadge rating={rating} withLabel size="lg" />
            <HoursInline state={status.state} label={status.label} />
          </div>
        </div>
        <div className="store-actions">
          {tel ? (
            <a className="btn btn-primary" href={tel} data-testid="call-link">
              Call {phones[0] ?? ""}
            </a>
          ) : null}
          {websites[0] ? (
            <a className="btn btn-secondary" href={websites[0]} target="_blank" rel="noopener noreferrer">
              Visit website<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          {store.mapUrl ? (
            <a className="btn btn-secondary" href={store.mapUrl} target="_blank" rel="noopener noreferrer">
              Directions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          <SaveStoreButton slug={store.slug} name={store.name} className="btn btn-secondary" />
        </div>
      </header>

      <StorePhotos store={store} />

      <div className="store-layout">
        <div className="store-intro">
          <section aria-labelledby="about-heading" className="store-section">
            <h2 id="about-heading">About {store.name}</h2>
            {description ? (
              <p className="store-description" data-testid="store-description">
                {description}
              </p>
            ) : (
              <p className="muted">The owners have not added a description yet.</p>
            )}
            {store.categories.length > 0 ? (
              <ul className="cluster tag-list" aria-label="Categories">
                {store.categories.map((category) => (
                  <li key={category.slug}>
                    <PathLink className="chip" to={`/search?category=${encodeURIComponent(category.slug)}`}>
                      {category.name}
                    </PathLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

        </div>

        <aside className="store-aside" aria-label="Store details">
          <section aria-labelledby="contact-heading" className="card store-card-panel" data-testid="store-contact">
            <h2 id="contact-heading">Contact</h2>
            <dl className="contact-list">
              {address ? (
                <>
                  <dt>Address</dt>
                  <dd>
                    <address>{address}</address>
                  </dd>
                </>
              ) : null}
              {phones.length > 0 ? (
                <>
                  <dt>{phones.length > 1 ? "Phones" : "Phone"}</dt>
                  {phones.map((phone, index) => (
                    <dd key={`${phone}-${index}`} data-testid="store-phone">
                      {index === 0 && tel ? <a href={tel}>{phone}</a> : phone}
                    </dd>
                  ))}
                </>
              ) : null}
              {websites.length > 0 ? (
                <>
                  <dt>{websites.length > 1 ? "Websites" : "Website"}</dt>
                  {websites.map((url) => (
                    <dd key={url}>
                      <a href={url} target="_blank" rel="noopener noreferrer" data-testid="store-website">
                        {displayUrl(url)}
                      </a>
                    </dd>
                  ))}
                </>
              ) : null}
              {emails.length > 0 ? (
                <>
                  <dt>{emails.length > 1 ? "E-mails" : "E-mail"}</dt>
                  {emails.map((email) => (
                    <dd key={email}>
                      <a href={`mailto:${email}`} data-testid="store-email">
                        {email}
                      </a>
                    </dd>
                  ))}
                </>
              ) : null}
            </dl>
            {phones.length === 0 && websites.length === 0 && emails.length === 0 ? (
              <p className="muted" data-testid="no-contact">
                No phone, website or e-mail listed.
              </p>
            ) : null}
          </section>

          <section aria-labelledby="map-heading" className="card store-card-panel">
            <h2 id="map-heading">Location</h2>
            <MapCard
              latitude={store.latitude}
              longitude={store.longitude}
              mapUrl={store.mapUrl}
              grid={store.mapGrid}
              label={`${store.city}, ${store.state}`}
            />
          </section>

          <section aria-labelledby="hours-heading" className="card store-card-panel">
            <h2 id="hours-heading">Opening hours</h2>
            <OpeningHoursTable view={hours} />
          </section>

          {hotspot ? (
            <section aria-labelledby="hotspot-heading" className="card store-card-panel hotspot-panel" data-testid="nearest-hotspot">
              <h2 id="hotspot-heading">Nearest antique hotspot</h2>
              <p>
                <PathLink to={`/${hotspot.slug}`} className="hotspot-link">
                  {hotspot.name}, {hotspot.state}
                </PathLink>
                <span className="muted"> · {formatDistanceAway(hotspot.distanceKm)}</span>
              </p>
              <p className="muted">Plan a day of antiquing: see the town&apos;s other shops and top-rated stores.</p>
            </section>
          ) : null}

          {store.socialLinks.length > 0 ? (
            <section aria-labelledby="social-heading" className="card store-card-panel" data-testid="social-links">
              <h2 id="social-heading">Follow</h2>
              <ul className="cluster social-list">
                {store.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a className="chip" href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="owner-heading" className="card store-card-panel" data-testid="store-owner">
            <h2 id="owner-heading">{store.verified ? STORE_TEXT.managedHeading : STORE_TEXT.ownerHeading}</h2>
            {store.verified ? (
              <p className="muted">{STORE_TEXT.managedText}</p>
            ) : (
              <>
                <p className="muted">{STORE_TEXT.claimText}</p>
                <PathLink to={`/claim?store=${encodeURIComponent(store.slug)}`} className="btn btn-secondary owner-link">
                  {STORE_TEXT.claimLink}
                </PathLink>
              </>
            )}
            {store.lastVerified ? (
              <p className="store-last-verified" data-testid="last-verified">
                {STORE_TEXT.lastVerified(store.lastVerified)}
              </p>
            ) : null}
            <p className="muted store-report">
              {STORE_TEXT.reportText}{" "}
              <PathLink to={`/stores/${store.slug}/report`} data-testid="report-link">
                {STORE_TEXT.reportLink}
              </PathLink>
            </p>
          </section>
        </aside>

        <div className="store-main">
          {insights ? <Insights insights={insights} /> : null}

          <section aria-labelledby="reviews-heading" className="store-section" data-testid="store-sentiment">
            <h2 id="reviews-heading">What shoppers say</h2>
            <p className="sentiment-summary">
              <RatingBadge rating={rating} withLabel size="sm" />
            </p>
            {likes.length > 0 || concerns.length > 0 ? (
              <div className="sentiment-grid">
                {likes.length > 0 ? (
                  <div className="sentiment-col sentiment-likes" data-testid="shoppers-like">
                    <h3>Shoppers like</h3>
                    <ul>
                      {likes.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {concerns.length > 0 ? (
                  <div className="sentiment-col sentiment-concerns" data-testid="shoppers-concerns">
                    <h3>Concerns</h3>
                    <ul>
                      {concerns.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            ) : (
              <p className="muted">No shopper feedback has been analyzed for this store yet.</p>
            )}
          </section>

          {nearby.length > 0 ? (
            <section aria-labelledby="nearby-heading" className="store-section" data-testid="nearby-stores">
              <h2 id="nearby-heading">Nearby antique stores</h2>
              <NearbyStores stores={nearby} />
            </section>
          ) : null}
        </div>

      </div>
    </div>
  );
}

function Insights({ insights }: { insights: NonNullable<StorePageView["insights"]> }) {
  return (
    <section aria-labelledby="insights-heading" className="store-section" data-testid="store-insights">
      <h2 id="insights-heading">Detailed insights</h2>
      {insights.description ? <p>{insights.description}</p> : null}
      <dl className="insights-grid">
        {insights.rows.map(([term, value]) => (
          <div key={term} className="insight">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Photos shown on the page: the first large, up to four beside it. */
const GALLERY_PHOTOS = 5;

/**
 * The store's photos as a small gallery: the first large (loaded at once: it leads the page), up to
 * four more beside it (loaded lazily), each opening the full image; past five, the last says how
 * many more there are and "All N photos" below opens every one. A store without photos (most listings) shows none and no stand-in: the page
 * leads with what it knows, and the owner panel invites the owner to add photos.
 */
function StorePhotos({ store }: { store: StorePageView }) {
  const photos = store.photos.filter((photo) => /^https?:\/\//i.test(photo.url));
  if (photos.length === 0) return null;
  const shown = photos.slice(0, GALLERY_PHOTOS);
  const more = photos.length - shown.length;
  const altOf = (photo: (typeof photos)[number], index: number) =>
    photo.alt.trim() || `${store.name}, photo ${index + 1} of ${photos.length}`;
  return (
    <section aria-label={`Photos of ${store.name}`} className="store-gallery" data-testid="store-photos">
      <div className={`store-photos${shown.length > 1 ? ` has-thumbs count-${shown.length}` : ""}`}>
        {shown.map((photo, index) => {
          const main = index === 0;
          const last = index === shown.length - 1 && more > 0;
          return (
            <a
              key={`${photo.url}-${index}`}
              href={photo.url}
              className={main ? "store-photo store-photo-main" : "store-photo store-photo-thumb"}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="store-photo"
            >
              <img
                src={photo.url}
                alt={altOf(photo, index)}
                width={photo.width ?? (main ? 1200 : 600)}
                height={photo.height ?? (main ? 800 : 400)}
                decoding="async"
                {...(main ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
              />
              {last ? (
                <span className="store-photo-more" data-testid="store-photo-more">
                  +{more} more {more === 1 ? "photo" : "photos"}
                </span>
              ) : null}
            </a>
          );
        })}
      </div>
      {more > 0 ? (
        <details className="store-photo-all" data-testid="store-photo-all">
          <summary>All {photos.length} photos</summary>
          <ul>
            {photos.map((photo, index) => (
              <li key={`${photo.url}-${index}`}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.url}
                    alt={altOf(photo, index)}
                    width={photo.width ?? 600}
                    height={photo.height ?? 400}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
