// Placeholder: this page is built by a later issue.
export const handle = { pageType: "hotspot-listing" };

export function meta() {
  return [{ title: "Antique hotspot towns | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Antique hotspot towns</h1>
    </section>
  );
}
