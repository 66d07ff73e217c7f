// /guides/{slug}: one buying guide, its Markdown rendered safely on the server, with reading time,
// a table of contents for long guides, related guides and Article JSON-LD. Unknown slug: 404.
import { Link } from "react-router";
import type { Route } from "./+types/guide";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { GuideCard } from "~/components/guide/GuideCard";
import { formatPublished, relatedGuides } from "~/lib/guides/related-guides";
import { getGuide, listGuides } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import type { GuideSummary } from "~/lib/content/types";
import { serializeJsonLd } from "~/lib/seo/jsonld";
import { TOC_MIN_SECTIONS, renderMarkdown } from "~/lib/guides/markdown.server";
import { CONTENT_TEXT } from "~/lib/messages";
import { pageMeta, siteUrlFrom } from "~/lib/seo/page-meta";
import { formatReadingTime, guideMinutes } from "~/lib/guides/reading-time";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import { excerpt } from "~/lib/stores/store-display";
import "~/styles/content.css";

export const handle = { pageType: "guide-detail" };

export async function loader({ url, params }: Route.LoaderArgs) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.slug)) fatalNotFound(url);
  try {
    const [guide, all] = await Promise.all([getGuide(params.slug), listGuides().catch((): GuideSummary[] => [])]);
    const { body, ...summary } = guide;
    const rendered = renderMarkdown(body);
    return {
      guide: summary,
      minutes: guideMinutes(guide),
      html: rendered.html,
      toc: rendered.sectionCount >= TOC_MIN_SECTIONS ? rendered.toc : [],
      related: relatedGuides(guide, all),
    };
  } catch (error) {
    if (error instanceof ContentError && error.status === 404) fatalNotFound(url);
    rethrowContentError(error, "guide-detail");
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page Not Found | Antique Store Directory" }];
  const { guide } = loaderData;
  const tags = pageMeta({
    title: guide.title,
    description: excerpt(guide.summary, 158),
    path: `/guides/${params.slug}`,
    matches,
  }).map((tag) => ("property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag));
  if (guide.coverUrl) tags.push({ property: "og:image", content: guide.coverUrl });
  return tags;
}

export default function GuidePage({ loaderData, matches }: Route.ComponentProps) {
  const { guide, minutes, html, toc, related } = loaderData;
  const siteUrl = siteUrlFrom(matches.map((m) => (m ? { id: m.id, loaderData: m.data } : undefined)));
  const url = `${siteUrl}/guides/${guide.slug}`;
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title,
    description: guide.summary,
    author: { "@type": "Organization", name: guide.author || "Antique Store Directory" },
    publisher: { "@type": "Organization", name: "Antique Store Directory", url: siteUrl || undefined },
    datePublished: guide.publishedAt,
    dateModified: guide.updatedAt,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    timeRequired: `PT${minutes}M`,
    keywords: guide.tags.join(", ") || undefined,
    image: guide.coverUrl ?? undefined,
  };
  return (
    <div className="container content-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(article) }} />
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Buying guides", href: "/guides" }, { label: guide.title }]} />
      <article data-testid="guide">
        <header className="page-header guide-header">
          <h1>{guide.title}</h1>
          <p>{guide.summary}</p>
          <p className="guide-meta">
            <span>By {guide.author}</span>
            <time dateTime={guide.publishedAt}>{formatPublished(guide.publishedAt)}</time>
            <span data-testid="reading-time">{formatReadingTime(minutes)}</span>
          </p>
          {guide.tags.length > 0 ? (
            <ul className="guide-tags" aria-label="Topics">
              {guide.tags.map((tag) => (
                <li key={tag} className="badge">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        {guide.coverUrl ? (
          <img className="guide-cover" src={guide.coverUrl} alt={guide.coverAlt ?? ""} width={1200} height={675} />
        ) : null}
        <div className={toc.length > 0 ? "guide-layout has-toc" : "guide-layout"}>
          {toc.length > 0 ? (
            <nav className="guide-toc" aria-labelledby="toc-heading" data-testid="guide-toc">
              <h2 id="toc-heading">{CONTENT_TEXT.tocHeading}</h2>
              <ol>
                {toc.map((entry) => (
                  <li key={entry.id} className={entry.level === 3 ? "toc-sub" : undefined}>
                    <a href={`#${entry.id}`}>{entry.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {/* Rendered by markdown-it with html: false: content HTML arrives escaped, links are vetted. */}
          <div className="prose" data-testid="guide-body" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </article>
      {related.length > 0 ? (
        <section className="related" aria-labelledby="related-heading" data-testid="related-guides">
          <div className="section-head">
            <h2 id="related-heading">{CONTENT_TEXT.relatedHeading}</h2>
            <Link to="/guides">All guides</Link>
          </div>
          <ul className="guide-grid">
            {related.map((g) => (
              <li key={g.slug}>
                <GuideCard guide={g} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
