import { Link } from "react-router";
import type { Hotspot } from "~/lib/content/types";
import { localOffsetKm, niceLength } from "../../lib/maps/geo";

export interface MapDot {
  slug: string;
  name: string;
  lat: number;
  lng: number;
}

const SIZE = 400;
const PAD = 16;

/**
 * A light, static map of a hotspot town: its stores as dots around the town centre, the hotspot's
 * radius and a scale bar, drawn as SVG (the interactive map lives on /map).
 */
export function HotspotMap({ hotspot, points }: { hotspot: Hotspot; points: readonly MapDot[] }) {
  const center = { lat: hotspot.latitude, lng: hotspot.longitude };
  const radius = Math.max(1, hotspot.radiusKm);
  const half = SIZE / 2 - PAD;
  const scale = half / (radius * 1.08); // px per km
  const project = (p: { lat: number; lng: number }) => {
    const o = localOffsetKm(center, p);
    return { x: SIZE / 2 + o.x * scale, y: SIZE / 2 - o.y * scale };
  };
  const barKm = niceLength(radius / 2);
  const barMiles = Math.round(barKm * 0.621371 * 10) / 10;
  const titleId = `map-title-${hotspot.slug}`;
  const descId = `map-desc-${hotspot.slug}`;
  const rings = [radius / 3, (radius * 2) / 3];
  return (
    <figure className="hotspot-map" data-testid="hotspot-map">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={`${titleId} ${descId}`} focusable="false">
        <title id={titleId}>{`Map of antique stores around ${hotspot.name}, ${hotspot.state}`}</title>
        <desc id={descId}>{`${points.length} ${points.length === 1 ? "store" : "stores"} within ${Math.round(radius)} km of the town centre.`}</desc>
        <defs>
          <clipPath id={`clip-${hotspot.slug}`}>
            <rect x="0" y="0" width={SIZE} height={SIZE} rx="12" />
          </clipPath>
        </defs>
        <g clipPath={`url(#clip-${hotspot.slug})`}>
          <rect className="hm-bg" x="0" y="0" width={SIZE} height={SIZE} />
          {[1, 2, 3].map((i) => (
            <g key={i} className="hm-grid">
              <line x1={(SIZE / 4) * i} y1="0" x2={(SIZE / 4) * i} y2={SIZE} />
              <line x1="0" y1={(SIZE / 4) * i} x2={SIZE} y2={(SIZE / 4) * i} />
            </g>
          ))}
          <circle className="hm-area" cx={SIZE / 2} cy={SIZE / 2} r={radius * scale} />
          {rings.map((r) => (
            <circle key={r} className="hm-ring" cx={SIZE / 2} cy={SIZE / 2} r={r * scale} />
          ))}
          {points.map((p) => {
            const { x, y } = project(p);
            return <circle key={p.slug} className="hm-dot" cx={x.toFixed(1)} cy={y.toFixed(1)} r="5" />;
          })}
          <g transform={`translate(${SIZE / 2} ${SIZE / 2})`} className="hm-town">
            <path d="M0 -11 L3.2 -3.4 L11 -3.4 L4.8 1.6 L7 9.5 L0 4.8 L-7 9.5 L-4.8 1.6 L-11 -3.4 L-3.2 -3.4 Z" />
            <text y="-16" textAnchor="middle">
              {hotspot.name}
            </text>
          </g>
          <g className="hm-north" transform={`translate(${SIZE - 28} 30)`}>
            <path d="M0 -14 L6 6 L0 2 L-6 6 Z" />
            <text y="20" textAnchor="middle">
              N
            </text>
          </g>
          <g className="hm-scale" transform={`translate(${PAD + 4} ${SIZE - PAD - 4})`}>
            <rect x="-6" y="-22" width={barKm * scale + 12} height="30" rx="4" />
            <line x1="0" y1="0" x2={barKm * scale} y2="0" />
            <line x1="0" y1="-5" x2="0" y2="5" />
            <line x1={barKm * scale} y1="-5" x2={barKm * scale} y2="5" />
            <text x={(barKm * scale) / 2} y="-8" textAnchor="middle">
              {barKm} km / {barMiles} mi
            </text>
          </g>
        </g>
      </svg>
      <figcaption>
        <span>
          {points.length} {points.length === 1 ? "store" : "stores"} within {Math.round(radius)} km ({Math.round(radius * 0.621371)} mi) of{" "}
          {hotspot.name}.
        </span>{" "}
        <Link to={`/map?hotspot=${encodeURIComponent(hotspot.slug)}`} data-testid="open-map">
          Open {hotspot.name} on the interactive map
        </Link>
      </figcaption>
    </figure>
  );
}
