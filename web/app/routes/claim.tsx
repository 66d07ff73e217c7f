// Placeholder: this page is built by a later issue.
export const handle = { pageType: "static" };

export function meta() {
  return [{ title: "Claim your listing | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Claim your listing</h1>
    </section>
  );
}
