import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { nearParam, searchQueryString, type SearchCriteria } from "~/lib/search/store-search";

/**
 * "Use my location": searches around the visitor's position, rounded to about 10 m, when they allow
 * it. It needs JavaScript and a browser that can locate, so it appears only once both are known.
 */
export function UseMyLocation({ criteria }: { criteria: SearchCriteria }) {
  const navigate = useNavigate();
  const [available, setAvailable] = useState(false);
  const [status, setStatus] = useState<"idle" | "locating" | "denied">("idle");
  useEffect(() => setAvailable("geolocation" in navigator), []);
  if (!available) return null;
  const locate = () => {
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus("idle");
        const near = nearParam(position.coords.latitude, position.coords.longitude);
        void navigate(`/search${searchQueryString(criteria, 1, { near, sort: "relevance" })}`);
      },
      () => setStatus("denied"),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <p className="use-location">
      <button type="button" className="btn-link" onClick={locate} disabled={status === "locating"}>
        {status === "locating" ? "Finding your location…" : "Use my location"}
      </button>
      {status === "denied" ? (
        <span role="status" className="muted">
          {" "}
          Your location is not available: type a town or ZIP code instead.
        </span>
      ) : null}
    </p>
  );
}
