// Reload guard: a recovery reload is allowed once per path within 10 seconds.
//
// The times of the last reloads, by path, are kept in sessionStorage, so they survive the reload
// itself (and only this tab sees them). App state survives a reload too: what a page shows lives in
// its URL (path and query) and is rendered again by the server, and React Router keeps the scroll
// positions in sessionStorage.

export const RELOAD_GUARD = {
  windowMs: 10_000,
  storageKey: "antiques:reload-guard",
} as const;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function sessionStore(): StorageLike | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled
  }
}

function readTimes(storage: StorageLike): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD.storageKey) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a reload of `path` is allowed now; when it is, records it. Without storage the answer is
 * no: a reload that cannot be remembered could loop.
 */
export function claimReload(path: string, now: number = Date.now(), storage: StorageLike | undefined = sessionStore()): boolean {
  if (!storage) return false;
  const times = readTimes(storage);
  const last = times[path];
  if (typeof last === "number" && now - last >= 0 && now - last < RELOAD_GUARD.windowMs) return false;
  const kept: Record<string, number> = {};
  for (const [key, time] of Object.entries(times)) {
    if (typeof time === "number" && now - time < RELOAD_GUARD.windowMs) kept[key] = time;
  }
  kept[path] = now;
  try {
    storage.setItem(RELOAD_GUARD.storageKey, JSON.stringify(kept));
  } catch {
    return false;
  }
  return true;
}

/**
 * Loads `path` as a new document if the guard allows it (for the current path, a reload).
 * Returns whether it did.
 */
export function reloadOnce(path: string, go: (path: string) => void = (to) => window.location.assign(to)): boolean {
  if (!claimReload(path)) return false;
  go(path);
  return true;
}
