// When a change was made, in UTC (the same for every editor and on the server and in the browser,
// so the page hydrates without a mismatch).
export function formatChangeTime(at: string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return at;
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function ChangeTime({ at }: { at: string }) {
  return (
    <time dateTime={at} className="console-time">
      {formatChangeTime(at)}
    </time>
  );
}
