// Placeholder: this page is built by a later issue.
export const handle = { pageType: "hotspot-detail" };

export function meta() {
  return [{ title: "Top 10 | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Top 10</h1>
    </section>
  );
}
