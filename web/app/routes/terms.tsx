// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "Terms of use | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Terms of use</h1>
    </section>
  );
}
