// Placeholder: this page is built by a later issue.
export const handle = { pageType: "hotspot-detail" };

export function meta() {
  return [{ title: "Hotspot | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Hotspot</h1>
    </section>
  );
}
