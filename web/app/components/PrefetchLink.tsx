import { useSyncExternalStore } from "react";
import { Link, type LinkProps } from "react-router";
import { prefetchAllowedNow, subscribePrefetchPolicy } from "../lib/runtime/prefetch.client";

/**
 * A `<Link>` that prefetches its route (code and data) when it comes into view or on intent (hover,
 * focus, touch), following the prefetch policy: paused while more than 4 preloads are pending,
 * skipped on save-data and 2g connections (lib/runtime/prefetch.client.ts). `prefetch` defaults to "intent".
 */
export function PrefetchLink({ prefetch = "intent", ...props }: LinkProps) {
  const allowed = useSyncExternalStore(subscribePrefetchPolicy, prefetchAllowedNow, () => false);
  return <Link {...props} prefetch={allowed ? prefetch : "none"} />;
}
