// Placeholder: this page is built by a later issue.
export const handle = { pageType: "region-detail" };

export function meta() {
  return [{ title: "Region | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Region</h1>
    </section>
  );
}
