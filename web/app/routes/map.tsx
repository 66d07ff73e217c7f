// Placeholder: this page is built by a later issue.
export const handle = { pageType: "map" };

export function meta() {
  return [{ title: "Map | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Map</h1>
    </section>
  );
}
