import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_RETRY,
  chunkNameFromMessage,
  createChunkRetry,
  isChunkLoadError,
  retryDelayMs,
  type ChunkRetryOutcome,
} from "./chunk-retry.client";

const CHROME = "Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/about-BrjiYDa3.js";

describe("chunk errors", () => {
  it.each([
    [CHROME, true],
    ["TypeError: Failed to fetch", true],
    ["Loading chunk 123 failed.", true],
    ["Importing a module script failed.", true],
    ["Cannot read properties of undefined", false],
    ["error loading dynamically imported module", false],
  ])("%s → %s", (message, expected) => {
    expect(isChunkLoadError(message)).toBe(expected);
  });

  it.each([
    [CHROME, "about-BrjiYDa3"],
    ["Failed to fetch dynamically imported module: http://x/assets/stores._letter._page-BQK9I-N8.js?retry=1", "stores._letter._page-BQK9I-N8"],
    ["Loading chunk 123 failed. (error: http://x/123.js)", "123"],
    ["Loading CSS chunk vendors-main failed", "vendors-main"],
    ["Importing a module script failed.", CHUNK_RETRY.unknownChunk],
    ["TypeError: Failed to fetch", CHUNK_RETRY.unknownChunk],
  ])("chunk name of %s is %s", (message, name) => {
    expect(chunkNameFromMessage(message)).toBe(name);
  });

  it("waits 100, 500, 1000 ms, then 1000 ms", () => {
    expect([1, 2, 3, 4, 9].map(retryDelayMs)).toEqual([100, 500, 1000, 1000, 1000]);
  });
});

describe("chunk retry state machine", () => {
  let overlay: boolean[];
  let outcomes: ChunkRetryOutcome[];
  const make = () =>
    createChunkRetry({ onOverlay: (visible) => overlay.push(visible), onOutcome: (outcome) => outcomes.push(outcome) });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
    overlay = [];
    outcomes = [];
  });
  afterEach(() => vi.useRealTimers());

  it("retries after 100 ms with the overlay shown, then logs success and deletes the entry 5 s later", async () => {
    const machine = make();
    const retry = vi.fn(async () => undefined);
    const result = machine.handle(new TypeError(CHROME), retry);
    expect(overlay).toEqual([true]);
    expect(machine.entry("about-BrjiYDa3")).toEqual({ count: 1, retrying: true, startedAt: 1_000 });
    await vi.advanceTimersByTimeAsync(99);
    expect(retry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(overlay).toEqual([true, false]);
    expect(outcomes).toEqual([
      { chunkName: "about-BrjiYDa3", success: true, attemptCount: 1, durationMs: 100, errorMessage: CHROME },
    ]);
    expect(machine.entry("about-BrjiYDa3")).toEqual({ count: 1, retrying: false, startedAt: 1_000 });
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY.cleanupAfterMs - 1);
    expect(machine.entry("about-BrjiYDa3")).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.entry("about-BrjiYDa3")).toBeUndefined();
  });

  it("counts attempts per chunk: delays grow 100, 500, 1000 ms while the entry lives", async () => {
    const machine = make();
    for (const [attempt, delay] of [[1, 100], [2, 500], [3, 1000]] as const) {
      const result = machine.handle(CHROME);
      expect(machine.entry("about-BrjiYDa3")?.count).toBe(attempt);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(machine.entry("about-BrjiYDa3")?.retrying).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(true);
    }
    expect(outcomes.map((o) => [o.success, o.attemptCount])).toEqual([[true, 1], [true, 2], [true, 3]]);
  });

  it("logs a failure when the count is at the maximum (3), removes the overlay and deletes the entry", async () => {
    const machine = make();
    for (const delay of [100, 500, 1000]) {
      const result = machine.handle(CHROME);
      await vi.advanceTimersByTimeAsync(delay);
      await result;
    }
    overlay = [];
    await expect(machine.handle(CHROME)).resolves.toBe(false);
    expect(outcomes.at(-1)).toMatchObject({ chunkName: "about-BrjiYDa3", success: false, attemptCount: 3 });
    expect(overlay).toEqual([]); // it was not shown for this one
    expect(machine.entry("about-BrjiYDa3")).toBeUndefined();
  });

  it("logs a failure when a retry is already running", async () => {
    const machine = make();
    const first = machine.handle(CHROME);
    vi.advanceTimersByTime(50);
    await expect(machine.handle(CHROME)).resolves.toBe(false);
    expect(outcomes).toEqual([
      { chunkName: "about-BrjiYDa3", success: false, attemptCount: 1, durationMs: 50, errorMessage: CHROME },
    ]);
    expect(overlay).toEqual([true, false]);
    expect(machine.entry("about-BrjiYDa3")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    await expect(first).resolves.toBe(false); // no success logged for a deleted entry
    expect(outcomes).toHaveLength(1);
  });

  it("a retry that fails with a chunk error is a failure (the retry was running)", async () => {
    const machine = make();
    const result = machine.handle(CHROME, async () => {
      throw new TypeError(`${CHROME}?retry=1`);
    });
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe(false);
    expect(outcomes).toEqual([
      { chunkName: "about-BrjiYDa3", success: false, attemptCount: 1, durationMs: 100, errorMessage: `${CHROME}?retry=1` },
    ]);
    expect(overlay).toEqual([true, false]);
    expect(machine.entry("about-BrjiYDa3")).toBeUndefined();
  });

  it("keeps chunks apart and shows the overlay while any of them retries", async () => {
    const machine = make();
    const a = machine.handle("Failed to fetch dynamically imported module: http://x/assets/a-1.js");
    vi.advanceTimersByTime(50);
    const b = machine.handle("Failed to fetch dynamically imported module: http://x/assets/b-2.js");
    expect(overlay).toEqual([true]);
    await vi.advanceTimersByTimeAsync(50);
    await a;
    expect(overlay).toEqual([true]); // b still retrying
    await vi.advanceTimersByTimeAsync(50);
    await b;
    expect(overlay).toEqual([true, false]);
    expect(outcomes.map((o) => o.chunkName)).toEqual(["a-1", "b-2"]);
  });

  it("names unknown chunks unknown-chunk", async () => {
    const machine = make();
    const result = machine.handle(new TypeError("Importing a module script failed."));
    await vi.advanceTimersByTimeAsync(100);
    await result;
    expect(outcomes[0]?.chunkName).toBe("unknown-chunk");
  });
});
