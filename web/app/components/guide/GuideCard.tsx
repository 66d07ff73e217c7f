import { PathLink } from "../PathLink";
import type { GuideSummary } from "~/lib/content/types";
import { formatReadingTime, guideMinutes } from "~/lib/guides/reading-time";
import { formatPublished } from "../../lib/guides/related-guides";

/** A guide in a list: cover (or a monogram placeholder), title, summary, date and reading time. */
export function GuideCard({ guide, headingLevel = 2 }: { guide: GuideSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <article className="card guide-card" data-testid="guide-card" data-slug={guide.slug}>
      {guide.coverUrl ? (
        <img className="guide-cover" src={guide.coverUrl} alt={guide.coverAlt ?? ""} loading="lazy" decoding="async" width={640} height={360} />
      ) : (
        <div className="guide-cover-ph" aria-hidden="true">
          <span>{(guide.tags[0] ?? "Buying guide").replace(/-/g, " ")}</span>
        </div>
      )}
      <div className="guide-card-body">
        <Heading>
          <PathLink to={`/guides/${encodeURIComponent(guide.slug)}`} className="card-link">
            {guide.title}
          </PathLink>
        </Heading>
        <p>{guide.summary}</p>
        <p className="guide-meta">
          <time dateTime={guide.publishedAt}>{formatPublished(guide.publishedAt)}</time>
          <span data-testid="reading-time">{formatReadingTime(guideMinutes(guide))}</span>
        </p>
      </div>
    </article>
  );
}
