import type { TextPart } from "~/lib/content/types";

/** Text cut into parts by the content service, the words a search matched in `<mark>`. */
export function MarkedText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

/** Why a store matched a search: short texts with the matched words marked. */
export function MatchReasons({ why }: { why: readonly (readonly TextPart[])[] }) {
  if (why.length === 0) return null;
  return (
    <ul className="match-reasons" aria-label="Why it matched">
      {why.map((parts, i) => (
        <li key={i}>
          <MarkedText parts={parts} />
        </li>
      ))}
    </ul>
  );
}
