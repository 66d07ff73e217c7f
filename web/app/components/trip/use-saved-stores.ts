// The visitor's saved stores in this browser (lib/trip/saved-stores.ts keeps them in localStorage),
// one list shared by everything that shows it (the header's count, the save toggles, /saved, /trip)
// and kept in step with other tabs. The server renders every page as if nothing were saved: pages are
// the same for every visitor and cached (decision 014), so the list appears once the page hydrates.
import { useSyncExternalStore } from "react";
import { SAVED_STORES_KEY, cleanSlugs, readSavedStores, writeSavedStores, type StorageLike } from "~/lib/trip/saved-stores";

const NOTHING_SAVED: readonly string[] = Object.freeze([]);

/** The list as last read or written; read from storage on first use. */
let current: readonly string[] | null = null;
const listeners = new Set<() => void>();

function storage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (some private modes) throws on access: the list then lives for this page only.
    return null;
  }
}

function snapshot(): readonly string[] {
  current ??= readSavedStores(storage());
  return current;
}

const notify = () => listeners.forEach((listener) => listener());

/** Another tab saved or removed a store. */
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== SAVED_STORES_KEY) return;
  current = readSavedStores(storage());
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Changes the saved list (the change gets a copy); kept in memory for the page when the browser refuses to store it. */
export function updateSavedStores(change: (slugs: string[]) => string[]): void {
  const next = change([...snapshot()]);
  writeSavedStores(storage(), next);
  current = cleanSlugs(next);
  notify();
}

/** The saved slugs, oldest first: empty on the server and while the page hydrates. */
export function useSavedStores(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => NOTHING_SAVED);
}
