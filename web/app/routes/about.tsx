// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "About | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>About</h1>
    </section>
  );
}
