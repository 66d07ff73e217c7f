import { describe, expect, it, vi } from "vitest";
import { RELOAD_GUARD, claimReload, reloadOnce } from "./reload-guard.client";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("reload guard", () => {
  it("allows a reload once per path within 10 s", () => {
    const storage = memoryStorage();
    expect(claimReload("/about", 1_000, storage)).toBe(true);
    expect(claimReload("/about", 1_001, storage)).toBe(false);
    expect(claimReload("/about", 1_000 + RELOAD_GUARD.windowMs - 1, storage)).toBe(false);
    expect(claimReload("/about", 1_000 + RELOAD_GUARD.windowMs, storage)).toBe(true);
  });

  it("keeps paths apart", () => {
    const storage = memoryStorage();
    expect(claimReload("/about", 0, storage)).toBe(true);
    expect(claimReload("/stores", 1, storage)).toBe(true);
    expect(claimReload("/about", 2, storage)).toBe(false);
  });

  it("keeps its state in the given storage (sessionStorage in the browser) and forgets old entries", () => {
    const storage = memoryStorage();
    claimReload("/a", 0, storage);
    claimReload("/b", 20_000, storage);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD.storageKey) ?? "{}")).toEqual({ "/b": 20_000 });
  });

  it("tolerates garbage in storage and refuses without storage", () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD.storageKey, "not json");
    expect(claimReload("/a", 0, storage)).toBe(true);
    expect(claimReload("/a", 0, undefined)).toBe(false);
  });

  it("reloadOnce navigates only when allowed", () => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    try {
      const go = vi.fn();
      expect(reloadOnce("/x", go)).toBe(true);
      expect(reloadOnce("/x", go)).toBe(false);
      expect(go).toHaveBeenCalledTimes(1);
      expect(go).toHaveBeenCalledWith("/x");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
