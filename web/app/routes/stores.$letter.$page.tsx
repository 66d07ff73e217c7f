import type { Route } from "./+types/stores.$letter.$page";
import { LetterListing } from "~/components/listing/LetterListing";
import { letterTitle } from "~/lib/seo/directory-meta";
import { pageMeta } from "~/lib/seo/directory-meta";
import { loadLetterPage } from "~/lib/stores/directory.server";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "store-listing" };

export async function loader({ url, params }: Route.LoaderArgs) {
  return loadLetterPage(url, params.letter, params.page);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { letter, list } = loaderData;
  const { page, pageCount, total } = list.pagination;
  return pageMeta({
    title: page > 1 ? `${letterTitle(letter)}, page ${page}` : letterTitle(letter),
    description: `Browse ${groupThousands(total)} antique stores whose names start with ${letter.toUpperCase()}: addresses, hours, ratings and contact details.`,
    path: `/stores/${letter}/${page}`,
    matches,
    prev: page > 1 ? `/stores/${letter}/${page - 1}` : null,
    next: page < pageCount ? `/stores/${letter}/${page + 1}` : null,
  });
}

export default function StoresLetterPage({ loaderData }: Route.ComponentProps) {
  return <LetterListing data={loaderData} />;
}
