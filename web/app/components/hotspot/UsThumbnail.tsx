import { US_VIEW, usOutlinePath, usPoint } from "../../lib/maps/geo";

const OUTLINE_ID = "us-outline-shape";

/** The US outline, defined once per page; the thumbnails reuse it with <use>. */
export function UsOutlineDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: "absolute" }}>
      <defs>
        <path id={OUTLINE_ID} d={usOutlinePath()} />
      </defs>
    </svg>
  );
}

/** A small map of the contiguous US with the town marked (decorative: the card names the town). */
export function UsThumbnail({ lat, lng }: { lat: number; lng: number }) {
  const point = usPoint(lat, lng);
  return (
    <svg
      className="us-thumb"
      viewBox={`-8 -8 ${US_VIEW.width + 16} ${US_VIEW.height + 16}`}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${OUTLINE_ID}`} className="us-thumb-land" />
      {point ? (
        <g transform={`translate(${point.x} ${point.y})`}>
          <circle r="22" className="us-thumb-halo" />
          <circle r="8" className="us-thumb-pin" />
        </g>
      ) : null}
    </svg>
  );
}
