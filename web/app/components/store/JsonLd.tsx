/**
 * A `<script type="application/ld+json">`. `json` comes from `serializeJsonLd` (~/lib/seo/jsonld), called
 * in the loader so the builders never ship to the browser; it is escaped so no value can end the element.
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
