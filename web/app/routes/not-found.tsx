// Placeholder: this page is built by a later issue.
export const handle = { pageType: "404" };

export function meta() {
  return [{ title: "Page Not Found | Antique Store Directory" }];
}

export default function Page() {
  return (
    <section>
      <h1>Page Not Found</h1>
    </section>
  );
}
