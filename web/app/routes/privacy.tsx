// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "Privacy policy | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Privacy policy</h1>
    </section>
  );
}
