// "Stores near me": asks the browser for its position (only on a press), then lists the nearest
// stores from the web server's /resources/stores-near, nearest first.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type NearStore, formatDistance } from "~/lib/maps/map-page";
import { MAP_PAGE } from "~/lib/messages/map";

export type NearResult = { lat: number; lng: number; stores: NearStore[] };

type Phase =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "error"; message: string }
  | { kind: "done"; result: NearResult };

export function NearMe({
  onResult,
  onShowStore,
}: {
  onResult: (result: NearResult) => void;
  onShowStore: (store: NearStore) => void;
}) {
  const [supported, setSupported] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });

  useEffect(() => {
    setSupported(typeof navigator !== "undefined" && "geolocation" in navigator);
  }, []);

  function locate() {
    if (!("geolocation" in navigator)) {
      setPhase({ kind: "error", message: MAP_PAGE.geolocationUnsupported });
      return;
    }
    setPhase({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const lat = Number(position.coords.latitude.toFixed(5));
        const lng = Number(position.coords.longitude.toFixed(5));
        try {
          const response = await fetch(`/resources/stores-near?lat=${lat}&lng=${lng}`, {
            headers: { Accept: "application/json" },
          });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const { data } = (await response.json()) as { data: NearStore[] };
          const result = { lat, lng, stores: data };
          setPhase({ kind: "done", result });
          onResult(result);
        } catch {
          setPhase({ kind: "error", message: MAP_PAGE.nearFailed });
        }
      },
      () => setPhase({ kind: "error", message: MAP_PAGE.geolocationDenied }),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 300000 },
    );
  }

  return (
    <section className="near-me" aria-labelledby="near-me-title" hidden={!supported}>
      <div className="near-me-head">
        <h2 id="near-me-title">Near you</h2>
        <button type="button" className="btn btn-accent" onClick={locate} disabled={phase.kind === "locating"}>
          <span aria-hidden="true">◎</span> {phase.kind === "locating" ? MAP_PAGE.locating : MAP_PAGE.nearMe}
        </button>
      </div>
      <div role="status" className="near-me-status">
        {phase.kind === "error" ? <p className="alert alert-error">{phase.message}</p> : null}
        {phase.kind === "done" && phase.result.stores.length === 0 ? <p className="muted">{MAP_PAGE.noneNear}</p> : null}
        {phase.kind === "done" && phase.result.stores.length > 0 ? (
          <p className="visually-hidden">{`${phase.result.stores.length} stores near you, nearest first`}</p>
        ) : null}
      </div>
      {phase.kind === "idle" ? (
        <p className="muted near-me-hint">Find the closest shops. Your location is used once and never stored.</p>
      ) : null}
      {phase.kind === "done" && phase.result.stores.length > 0 ? (
        <ol className="near-list" data-testid="near-list">
          {phase.result.stores.map((store) => (
            <li key={store.slug} data-slug={store.slug}>
              <div>
                <Link to={`/stores/${store.slug}`} className="near-name">
                  {store.name}
                </Link>
                <span className="muted">
                  {store.city}, {store.state}
                </span>
              </div>
              <div className="near-actions">
                <span className="near-distance">{formatDistance(store.distanceKm)}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => onShowStore(store)}
                  aria-label={`Show ${store.name} on the map`}
                >
                  Show on map
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
