// Placeholder: this page is built by a later issue.
export const handle = { pageType: "state-listing" };

export function meta() {
  return [{ title: "Antique stores by state | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Antique stores by state</h1>
    </section>
  );
}
