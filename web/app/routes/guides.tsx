// /guides: the buying guides, newest first, with summaries and reading time.
import type { Route } from "./+types/guides";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { GuideCard } from "~/components/guide/GuideCard";
import { listGuides } from "~/lib/content/api.server";
import { CONTENT_TEXT } from "~/lib/messages";
import { pageMeta } from "~/lib/seo/page-meta";
import { serializeJsonLd } from "~/lib/seo/jsonld";
import { rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/content.css";

export const handle = { pageType: "guide-listing" };

export async function loader() {
  try {
    const guides = await listGuides();
    return { guides: [...guides].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)) };
  } catch (error) {
    rethrowContentError(error, "guides-loading");
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Antique Buying Guides",
    description:
      "Practical guides for antique buyers: spotting reproductions, shopping the big shows, caring for what you bring home.",
    path: "/guides",
    matches,
  });
}

export default function Guides({ loaderData, matches }: Route.ComponentProps) {
  const { guides } = loaderData;
  const root = matches.find((m) => m?.id === "root")?.data as { config?: { siteUrl?: string } } | undefined;
  const siteUrl = (root?.config?.siteUrl ?? "").replace(/\/$/, "");
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: guides.map((g, i) => ({ "@type": "ListItem", position: i + 1, url: `${siteUrl}/guides/${g.slug}`, name: g.title })),
  };
  return (
    <div className="container content-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(itemList) }} />
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Buying guides" }]} />
      <header className="page-header">
        <h1>Antique buying guides</h1>
        <p>What the dealers know: how to judge age and condition, what to pay, and how to get the most out of a day of antiquing.</p>
      </header>
      {guides.length === 0 ? (
        <p className="empty-state">{CONTENT_TEXT.noGuides}</p>
      ) : (
        <ul className="guide-grid" data-testid="guide-list">
          {guides.map((guide) => (
            <li key={guide.slug}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
