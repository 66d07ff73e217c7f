// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "Advertise | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Advertise</h1>
    </section>
  );
}
