// Placeholder: this resource is built by a later issue.
export function loader() {
  return new Response("Not implemented yet", { status: 404 });
}
