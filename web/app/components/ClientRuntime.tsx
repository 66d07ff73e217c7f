import type { PublicConfig } from "~/lib/config.server";

/**
 * Browser-side runtime behaviours that belong to no single page (issue 8): error logging,
 * chunk-load recovery, new-build polling, analytics. Renders nothing visible by default.
 */
export function ClientRuntime(_props: { config: PublicConfig }) {
  return null;
}
