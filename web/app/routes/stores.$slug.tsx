// Placeholder: this page is built by a later issue.
export const handle = { pageType: "store-detail" };

export function meta() {
  return [{ title: "Store | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Store</h1>
    </section>
  );
}
