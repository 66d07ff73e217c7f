// /stores/{x}: one character is the A–Z listing of that letter (same as /stores/{x}/1); anything
// longer is a store's slug and renders the store page.
import type { Route } from "./+types/stores.$slug";
import { LetterListing, letterTitle } from "~/components/listing/LetterListing";
import { StoreDetail } from "~/components/store/StoreDetail";
import { pageMeta } from "~/lib/directory-meta";
import { loadLetterPage, loadStorePage } from "~/lib/directory.server";
import { excerpt, storeDescription, storeFullAddress } from "~/lib/store";

export const handle = { pageType: "store-detail" };

export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.slug.length === 1) return loadLetterPage(request, params.slug, "1");
  return loadStorePage(params.slug);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "letters") {
    const { letter, list } = loaderData;
    return pageMeta({
      title: letterTitle(letter),
      description: `Browse ${list.pagination.total.toLocaleString("en-US")} antique stores whose names start with ${letter.toUpperCase()}.`,
      path: `/stores/${letter}/1`,
      matches,
      next: list.pagination.pageCount > 1 ? `/stores/${letter}/2` : null,
    });
  }
  const { store } = loaderData;
  const description =
    store.seo?.metaDescription ||
    excerpt(storeDescription(store) ?? `${store.name}, an antique store at ${storeFullAddress(store)}.`, 160);
  return pageMeta({
    title: store.seo?.metaTitle || `${store.name}, ${store.city}, ${store.state}`,
    description,
    path: `/stores/${store.slug}`,
    matches,
    ogType: "business.business",
  });
}

export default function StoreSlugPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "letters") return <LetterListing data={loaderData} />;
  return <StoreDetail data={loaderData} />;
}
