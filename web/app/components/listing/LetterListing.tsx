import { letterTitle } from "~/lib/seo/directory-meta";
import type { LetterPageData } from "~/lib/stores/store-pages";
import { Breadcrumbs } from "./Breadcrumbs";
import { LetterNav } from "./LetterNav";
import { PagedStoreList } from "./PagedStoreList";
import "~/styles/directory.css";
import { groupThousands } from "../../lib/messages/numbers";

export { letterTitle };

/** The A–Z listing page of one letter (/stores/{letter} and /stores/{letter}/{page}). */
export function LetterListing({ data }: { data: LetterPageData }) {
  const { letter, list, letters } = data;
  const { page, pageCount, total } = list.pagination;
  return (
    <div className="container directory">
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: "Stores A–Z", href: "/stores" },
          { label: page > 1 ? `${letter.toUpperCase()}, page ${page}` : letter.toUpperCase() },
        ]}
      />
      <header className="page-header">
        <h1>{letterTitle(letter)}</h1>
        <p>
          {groupThousands(total)} {total === 1 ? "store" : "stores"}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </p>
      </header>
      {letters ? <LetterNav letters={letters} current={letter} /> : null}
      <PagedStoreList
        list={list}
        label={letterTitle(letter)}
        hrefFor={(n) => `/stores/${letter}/${n}`}
        fetchHrefFor={(n) => `/stores/${letter}/${n}?only=list`}
        resetKey={`${letter}/${page}`}
        headingLevel={2}
      />
    </div>
  );
}
