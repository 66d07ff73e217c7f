import { PathLink } from "../PathLink";
import type { Hotspot } from "~/lib/content/types";
import { excerpt } from "~/lib/stores/store-display";
import { groupThousands } from "../../lib/messages/numbers";

/** Hotspot towns as cards linking to /{slug}. */
export function HotspotTiles({ hotspots, headingLevel = 3 }: { hotspots: readonly Hotspot[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <ul className="tile-grid" data-testid="hotspot-list">
      {hotspots.map((hotspot) => (
        <li key={hotspot.slug}>
          <article className="card">
            <Heading>
              <PathLink to={`/${hotspot.slug}`} className="card-link tile-title">
                {hotspot.name}, {hotspot.state}
              </PathLink>
            </Heading>
            <p>
              {groupThousands(hotspot.storeCount)} {hotspot.storeCount === 1 ? "store" : "stores"}
              {hotspot.description ? ` · ${excerpt(hotspot.description, 90)}` : ""}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
