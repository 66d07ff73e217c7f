import { serializeJsonLd, type JsonLd as JsonLdData } from "~/lib/jsonld";

/** A `<script type="application/ld+json">`, escaped so no value can end the script element. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
