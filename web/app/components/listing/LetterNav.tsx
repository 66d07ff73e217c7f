import { Link } from "react-router";

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
              <Link
                to={`/stores/${letter}/1`}
                aria-current={letter === current ? "page" : undefined}
                aria-label={`${letter.toUpperCase()}: ${count} ${count === 1 ? "store" : "stores"}`}
                data-testid={`letter-${letter}`}
              >
                <span className="letter-nav-letter">{letter.toUpperCase()}</span>
                {showCounts ? <span className="letter-nav-count">{count.toLocaleString("en-US")}</span> : null}
              </Link>
            ) : (
              <span className="letter-nav-empty" aria-label={`${letter.toUpperCase()}: no stores`} data-testid={`letter-${letter}`}>
                <span className="letter-nav-letter">{letter.toUpperCase()}</span>
                {showCounts ? <span className="letter-nav-count">0</span> : null}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
