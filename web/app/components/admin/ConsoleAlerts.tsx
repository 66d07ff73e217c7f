// The outcome of a console action above its page: what was done (a status read out politely) or
// why it was refused (an alert).
export function ConsoleAlerts({ notice, message }: { notice?: string | null; message?: string | null }) {
  return (
    <>
      {notice ? (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      ) : null}
      {message ? (
        <p className="alert alert-error" role="alert">
          {message}
        </p>
      ) : null}
    </>
  );
}
