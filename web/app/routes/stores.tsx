import type { Route } from "./+types/stores";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { LetterNav } from "~/components/listing/LetterNav";
import { getReference, getStoreLetters } from "~/lib/content/api.server";
import { pageMeta } from "~/lib/seo/directory-meta";
import { rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/directory.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "store-listing" };

export async function loader() {
  try {
    const [letters, stats] = await Promise.all([getStoreLetters(), getReference()]);
    return { letters, totalStores: stats.totalStores };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Browse antique stores A–Z",
    description: `An alphabetical index of ${loaderData ? groupThousands(loaderData.totalStores) + " " : ""}antique stores across the United States.`,
    path: "/stores",
    matches,
  });
}

export default function StoresIndex({ loaderData }: Route.ComponentProps) {
  const { letters, totalStores } = loaderData;
  return (
    <div className="container directory">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Stores A–Z" }]} />
      <header className="page-header">
        <h1>Browse antique stores A–Z</h1>
        <p>
          {groupThousands(totalStores)} stores, listed by the first letter of their name. Pick a letter to
          start browsing.
        </p>
      </header>
      <LetterNav letters={letters} showCounts />
    </div>
  );
}
