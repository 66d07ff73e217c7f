// /stores/{x}: one character is the A–Z listing of that letter (same as /stores/{x}/1); anything
// longer is a store's slug and renders the store page. The listing's code loads only for the former
// (components/listing/LazyLetterListing.tsx), so store pages don't carry it.
import { Suspense } from "react";
import type { Route } from "./+types/stores.$slug";
import { LazyLetterListing, loadLetterListing } from "~/components/listing/LazyLetterListing";
import { StoreDetail } from "~/components/store/StoreDetail";
import { letterTitle, pageMeta } from "~/lib/directory-meta";
import { loadLetterPage, loadStorePage } from "~/lib/directory.server";
import { excerpt, storeDescription, storeFullAddress } from "~/lib/store";

export const handle = { pageType: "store-detail" };

export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.slug.length === 1) {
    // The listing component, ready before the render (it is cached after the first time).
    const [data] = await Promise.all([loadLetterPage(request, params.slug, "1"), loadLetterListing()]);
    return {
      ...data,
      title: letterTitle(data.letter),
      description: `Browse ${data.list.pagination.total.toLocaleString("en-US")} antique stores whose names start with ${data.letter.toUpperCase()}.`,
    };
  }
  const data = await loadStorePage(params.slug);
  const { store } = data;
  // The head's title and description, computed here so their helpers stay on the server.
  return {
    ...data,
    title: store.seo?.metaTitle || `${store.name}, ${store.city}, ${store.state}`,
    description:
      store.seo?.metaDescription ||
      excerpt(storeDescription(store) ?? `${store.name}, an antique store at ${storeFullAddress(store)}.`, 160),
  };
}

/** Client-side navigations to a letter: its listing code loads alongside the data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), params.slug?.length === 1 ? loadLetterListing() : undefined]);
  return data;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description } = loaderData;
  if (loaderData.kind === "letters") {
    const { letter, list } = loaderData;
    return pageMeta({
      title,
      description,
      path: `/stores/${letter}/1`,
      matches,
      next: list.pagination.pageCount > 1 ? `/stores/${letter}/2` : null,
    });
  }
  return pageMeta({ title, description, path: `/stores/${loaderData.store.slug}`, matches, ogType: "business.business" });
}

export default function StoreSlugPage({ loaderData }: Route.ComponentProps) {
  // One boundary for both views: a client-side navigation from a store to a letter keeps showing
  // the store until the listing's code is there (the clientLoader loads it first anyway).
  return (
    <Suspense fallback={null}>
      {loaderData.kind === "letters" ? <LazyLetterListing data={loaderData} /> : <StoreDetail data={loaderData} />}
    </Suspense>
  );
}
