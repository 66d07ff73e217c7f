// Placeholder: this page is built by a later issue.
export const handle = { pageType: "search" };

export function meta() {
  return [{ title: "Search | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Search</h1>
    </section>
  );
}
