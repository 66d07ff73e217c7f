// Placeholder: this page is built by a later issue.
export const handle = { pageType: "region-listing" };

export function meta() {
  return [{ title: "Regions | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Regions</h1>
    </section>
  );
}
