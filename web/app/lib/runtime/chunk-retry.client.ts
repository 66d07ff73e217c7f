// Chunk-load recovery: a state machine per chunk name.
//
// A chunk error starts a retry (count + 1, retrying flag set, overlay shown) after a delay of
// 100, 500 or 1000 ms by attempt (1000 ms fallback). When the retry succeeds the overlay goes, the
// success is logged and the entry is deleted 5 s later. A chunk error while a retry is already
// running, or with the count at the maximum (3), is logged as a failure: the overlay goes and the
// entry is deleted at once.

export const CHUNK_RETRY = {
  maxRetries: 3,
  delaysMs: [100, 500, 1000],
  fallbackDelayMs: 1000,
  cleanupAfterMs: 5000,
  unknownChunk: "unknown-chunk",
} as const;

const CHUNK_ERROR_MARKERS = ["Failed to fetch", "Loading chunk", "Importing a module script failed"];

/** Whether an error message is a chunk-load error: it contains one of the markers above. */
export function isChunkLoadError(message: string): boolean {
  return CHUNK_ERROR_MARKERS.some((marker) => message.includes(marker));
}

/**
 * The chunk name from an error message: the webpack-style "Loading chunk NAME failed", else the
 * file name of the first script URL (without `.js` and query), else "unknown-chunk".
 */
export function chunkNameFromMessage(message: string): string {
  const webpack = /Loading (?:CSS )?chunk ([\w.-]+) failed/.exec(message);
  if (webpack?.[1]) return webpack[1];
  const script = /([\w.-]+?)\.m?js(?:[?#][^\s)'"]*)?(?=$|[\s)'"])/.exec(message);
  if (script?.[1]) return script[1];
  return CHUNK_RETRY.unknownChunk;
}

export function retryDelayMs(attempt: number): number {
  return CHUNK_RETRY.delaysMs[attempt - 1] ?? CHUNK_RETRY.fallbackDelayMs;
}

export interface ChunkRetryEntry {
  count: number;
  retrying: boolean;
  startedAt: number;
}

/** The outcome logged for each retry (the chunk fields of the error log payload). */
export interface ChunkRetryOutcome {
  chunkName: string;
  success: boolean;
  attemptCount: number;
  durationMs: number;
  errorMessage: string;
}

export interface ChunkRetryDeps {
  /** Show or hide the "Loading..." overlay (shown while any chunk is retrying). */
  onOverlay(visible: boolean): void;
  onOutcome(outcome: ChunkRetryOutcome): void;
  now?: () => number;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : String(error);
}

export function createChunkRetry(deps: ChunkRetryDeps) {
  const now = deps.now ?? Date.now;
  const entries = new Map<string, ChunkRetryEntry>();
  const cleanups = new Map<string, ReturnType<typeof setTimeout>>();
  let overlayVisible = false;

  function syncOverlay() {
    const visible = [...entries.values()].some((entry) => entry.retrying);
    if (visible !== overlayVisible) {
      overlayVisible = visible;
      deps.onOverlay(visible);
    }
  }

  function outcome(chunkName: string, entry: ChunkRetryEntry, success: boolean, errorMessage: string) {
    deps.onOutcome({
      chunkName,
      success,
      attemptCount: entry.count,
      durationMs: now() - entry.startedAt,
      errorMessage,
    });
  }

  function fail(chunkName: string, entry: ChunkRetryEntry, errorMessage: string): false {
    entry.retrying = false;
    if (entries.get(chunkName) === entry) entries.delete(chunkName);
    clearTimeout(cleanups.get(chunkName));
    cleanups.delete(chunkName);
    outcome(chunkName, entry, false, errorMessage);
    syncOverlay();
    return false;
  }

  /**
   * Handles a chunk error: waits the delay, then runs `retry` (re-requesting the chunk; by default
   * nothing, so the wait alone counts as the retry). Resolves true when the retry succeeded, false
   * when the error was logged as a failure. A chunk error thrown by `retry` itself arrives while
   * the retry is running, so it is a failure.
   */
  async function handle(error: unknown, retry: () => Promise<unknown> = async () => undefined): Promise<boolean> {
    const errorMessage = messageOf(error);
    const chunkName = chunkNameFromMessage(errorMessage);
    let entry = entries.get(chunkName);
    if (!entry) {
      entry = { count: 0, retrying: false, startedAt: now() };
      entries.set(chunkName, entry);
    }
    if (entry.retrying || entry.count >= CHUNK_RETRY.maxRetries) return fail(chunkName, entry, errorMessage);

    clearTimeout(cleanups.get(chunkName));
    cleanups.delete(chunkName);
    entry.retrying = true;
    entry.count += 1;
    syncOverlay();
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(entry.count)));
    try {
      await retry();
    } catch (retryError) {
      if (entries.get(chunkName) !== entry) return false;
      if (!isChunkLoadError(messageOf(retryError))) return fail(chunkName, entry, messageOf(retryError));
      return handle(retryError, retry);
    }
    if (entries.get(chunkName) !== entry) return false; // already logged as a failure meanwhile
    entry.retrying = false;
    outcome(chunkName, entry, true, errorMessage);
    syncOverlay();
    cleanups.set(
      chunkName,
      setTimeout(() => {
        if (entries.get(chunkName) === entry) entries.delete(chunkName);
        cleanups.delete(chunkName);
      }, CHUNK_RETRY.cleanupAfterMs),
    );
    return true;
  }

  return {
    handle,
    /** A copy of the entry for a chunk name (tests, diagnostics). */
    entry(chunkName: string): ChunkRetryEntry | undefined {
      const entry = entries.get(chunkName);
      return entry ? { ...entry } : undefined;
    },
  };
}

export type ChunkRetry = ReturnType<typeof createChunkRetry>;
