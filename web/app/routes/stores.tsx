// Placeholder: this page is built by a later issue.
export const handle = { pageType: "store-listing" };

export function meta() {
  return [{ title: "Browse stores A-Z | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Browse stores A-Z</h1>
    </section>
  );
}
