// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "Add your store | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Add your store</h1>
    </section>
  );
}
