export function ErrorPage({ status, message }: { status: number; message?: string }) {
  return (
    <section>
      <h1>{status}</h1>
      {message ? <p>{message}</p> : null}
    </section>
  );
}
