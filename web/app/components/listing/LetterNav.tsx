import { PathLink } from "../PathLink";
import { groupThousands } from "../../lib/messages/numbers";

/**
 * A letter's count: "35" shown beside the letter, or only read out. Either way the name is the
 * visible text and then the rest ("A: 35 stores"), never a label that hides what is shown.
 */
function LetterCount({ count, shown }: { count: number; shown: boolean }) {
  const stores = count === 1 ? "store" : "stores";
  if (!shown) return <span className="visually-hidden">: {count === 0 ? "no stores" : `${count} ${stores}`}</span>;
  return (
    <>
      <span className="visually-hidden">: </span>
      <span className="letter-nav-count">{groupThousands(count)}</span>
      <span className="visually-hidden"> {stores}</span>
    </>
  );
}

/** The A–Z (and 0–9) bar: each letter with stores links to its first page. */
export function LetterNav({
  letters,
  current,
  showCounts = false,
}: {
  letters: readonly { letter: string; count: number }[];
  current?: string;
  showCounts?: boolean;
}) {
  return (
    <nav aria-label="Stores by first letter" className={showCounts ? "letter-nav letter-nav-counts" : "letter-nav"}>
      <ul>
        {letters.map(({ letter, count }) => (
          <li key={letter}>
            {count > 0 ? (
              <PathLink
                to={`/stores/${letter}/1`}
                aria-current={letter === current ? "page" : undefined}
                data-testid={`letter-${letter}`}
              >
                <span className="letter-nav-letter">{letter.toUpperCase()}</span>
                <LetterCount count={count} shown={showCounts} />
              </PathLink>
            ) : (
              <span className="letter-nav-empty" data-testid={`letter-${letter}`}>
                <span className="letter-nav-letter">{letter.toUpperCase()}</span>
                <LetterCount count={0} shown={showCounts} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
