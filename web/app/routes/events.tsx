// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "Antique shows and events | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Antique shows and events</h1>
    </section>
  );
}
