// Placeholder: this page is built by a later issue.
export const handle = { pageType: "state-detail" };

export function meta() {
  return [{ title: "State | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>State</h1>
    </section>
  );
}
