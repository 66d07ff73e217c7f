// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "Shop by category | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Shop by category</h1>
    </section>
  );
}
