// Placeholder: this page is built by a later issue.
export const handle = { pageType: "guide-listing" };

export function meta() {
  return [{ title: "Buying guides | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Buying guides</h1>
    </section>
  );
}
