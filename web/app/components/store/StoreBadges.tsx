import { STORE_TEXT } from "~/lib/messages";

/** Verified / featured / sample badges of a store. */
export function StoreBadges({ verified, featured, isSample }: { verified: boolean; featured: boolean; isSample?: boolean }) {
  if (!verified && !featured && !isSample) return null;
  return (
    <span className="store-badges">
      {verified ? (
        <span className="badge badge-primary" data-testid="badge-verified">
          <span aria-hidden="true">✓</span> {STORE_TEXT.verified}
        </span>
      ) : null}
      {featured ? (
        <span className="badge badge-accent" data-testid="badge-featured">
          <span aria-hidden="true">★</span> {STORE_TEXT.featured}
        </span>
      ) : null}
      {isSample ? <span className="badge">{STORE_TEXT.sampleListing}</span> : null}
    </span>
  );
}
