// Placeholder: this page is built by a later issue.
export const handle = { pageType: "store-listing" };

export function meta() {
  return [{ title: "Stores | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Stores</h1>
    </section>
  );
}
