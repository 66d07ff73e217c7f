// The A–Z listing as /stores/{letter} (one character) renders it, loaded on demand: that route
// module also renders store pages, which should not carry the listing's code (JavaScript budget:
// ≤ 130 KB gzip on a store page).
//
// The module is cached once loaded. The server loads it in the route's loader, so its render never
// suspends; the browser loads it in the route's clientLoader (client-side navigations, alongside the
// data) or, on a document load, during hydration: the component then suspends inside a <Suspense>
// boundary and React keeps the server's HTML until the code is there.
import { use } from "react";
import type { LetterPageData } from "~/lib/stores/store-pages";

type LetterListingModule = typeof import("./LetterListing");

let loaded: LetterListingModule | undefined;
let loading: Promise<LetterListingModule> | undefined;

export function loadLetterListing(): Promise<LetterListingModule> {
  loading ??= import("./LetterListing").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // a later render may try again
      throw error;
    },
  );
  return loading;
}

export function LazyLetterListing({ data }: { data: LetterPageData }) {
  const { LetterListing } = loaded ?? use(loadLetterListing());
  return <LetterListing data={data} />;
}
