// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "Listing analytics | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Listing analytics</h1>
    </section>
  );
}
