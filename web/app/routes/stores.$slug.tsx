// /stores/{x}: one character is the A–Z listing of that letter (same as /stores/{x}/1); anything
// longer is a store's slug and renders the store page. The listing's code loads only for the former
// (components/listing/LazyLetterListing.tsx), so store pages don't carry it.
import { Suspense } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/stores.$slug";
import { LazyLetterListing, loadLetterListing } from "~/components/listing/LazyLetterListing";
import { StoreDetail } from "~/components/store/StoreDetail";
import { letterTitle, pageMeta } from "~/lib/seo/directory-meta";
import { serverConfig } from "~/lib/config/config.server";
import { loadLetterPage, loadStorePage } from "~/lib/stores/directory.server";
import { groupThousands } from "../lib/messages/numbers";

/** A letter (`/stores/a`) is the A–Z listing, anything else a store. */
export const handle = {
  pageType: (data: { kind?: string } | undefined) => (data?.kind === "letters" ? "store-listing" : "store-detail"),
};

/** What `pageMeta` reads from the matches (the canonical base URL), on the server. */
const serverMatches = () => [{ id: "root", loaderData: { config: { siteUrl: serverConfig.siteUrl } } }];

export async function loader({ url, params }: Route.LoaderArgs) {
  if (params.slug.length === 1) {
    // The listing component, ready before the render (it is cached after the first time).
    const [data] = await Promise.all([loadLetterPage(url, params.slug, "1"), loadLetterListing()]);
    const { letter, list } = data;
    return {
      ...data,
      meta: pageMeta({
        title: letterTitle(letter),
        description: `Browse ${groupThousands(list.pagination.total)} antique stores whose names start with ${letter.toUpperCase()}.`,
        path: `/stores/${letter}/1`,
        matches: serverMatches(),
        next: list.pagination.pageCount > 1 ? `/stores/${letter}/2` : null,
      }),
    };
  }
  // The store as its page shows it (lib/stores/directory.server.ts), and the head's tags.
  const { title, description, ...data } = await loadStorePage(params.slug);
  // Asked for by an old slug (the store was renamed) or by id: its one address is its slug.
  if (data.store.slug !== params.slug) throw redirect(`/stores/${data.store.slug}`, 301);
  return {
    ...data,
    meta: pageMeta({
      title,
      description,
      path: `/stores/${data.store.slug}`,
      matches: serverMatches(),
      ogType: "business.business",
    }),
  };
}

/** Client-side navigations to a letter: its listing code loads alongside the data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), params.slug?.length === 1 ? loadLetterListing() : undefined]);
  return data;
}

// The head's tags come ready from the loader, so their helpers stay on the server.
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
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
