import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, useLocation, useMatches, useNavigate, type UIMatch } from "react-router";
import type { PublicConfig } from "../lib/config/public-config";
import { applyManifestRedirect, installClientRuntime, reportRouteError } from "../lib/runtime/core.client";
import { LOADING_OVERLAY_TEXT } from "../lib/messages";
import "../styles/client-runtime.css";

import "../lib/runtime/router-globals";

/** `handle.pageType` of the deepest matched route that has one. */
export function deepestPageType(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { pageType?: unknown } | undefined;
    if (typeof handle?.pageType === "string") return handle.pageType;
  }
  return undefined;
}

/**
 * For a route ErrorBoundary: reports a thrown error (not an error response such as a 404) to the
 * console, analytics (type react-error, component = the deepest route's id) and error reporting.
 */
export function useRouteErrorReporting(error: unknown): void {
  const matches = useMatches();
  const componentName = matches[matches.length - 1]?.id;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportRouteError(error, componentName);
  }, [error, componentName]);
}

function navigationTarget(): string | undefined {
  const target = window.__reactRouterDataRouter?.state.navigation.location;
  return target ? `${target.pathname}${target.search}${target.hash}` : undefined;
}

/**
 * Browser-side behaviours that belong to no single page: error logging, chunk-load
 * recovery with the "Loading..." overlay, new-build polling and manifest redirects, the analytics
 * script and optional error reporting (the last four load when the page is first idle:
 * lib/runtime/core.client.ts). Renders nothing but the overlay, and that only while a chunk
 * is being retried.
 *
 * Head updates: React Router renders the title, meta and links of a navigation in the same React
 * commit as the page (`<Meta>` / `<Links>` in root.tsx), and React applies a commit's DOM updates
 * together, after the render: the head changes once per navigation, never mid-render, so head
 * updates are debounced to the next tick. Nothing here sets `document.title`.
 */
export function ClientRuntime({ config }: { config: PublicConfig }) {
  const [overlay, setOverlay] = useState(false);
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const pageType = useRef<string | undefined>(undefined);
  const configRef = useRef(config);

  useEffect(() => {
    pageType.current = deepestPageType(matches);
  }, [matches]);

  useEffect(
    () =>
      installClientRuntime(configRef.current, {
        setOverlay,
        pageType: () => pageType.current,
        navigationTarget,
      }),
    [],
  );

  // Redirects of the app manifest (builds/meta/{buildId}.json) for every page the visitor reaches.
  useEffect(
    () =>
      applyManifestRedirect(location.pathname, {
        navigate: (to) => void navigate(to, { replace: true }),
        leave: (to) => {
          window.location.href = to;
        },
      }),
    [location.pathname, navigate],
  );

  if (!overlay) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="loading-overlay__panel">
        <span className="loading-overlay__spinner" aria-hidden="true" />
        <span>{LOADING_OVERLAY_TEXT}</span>
      </div>
    </div>
  );
}
