// Placeholder: this page is built by a later issue.
export const handle = { pageType: "guide-detail" };

export function meta() {
  return [{ title: "Buying guide | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Buying guide</h1>
    </section>
  );
}
