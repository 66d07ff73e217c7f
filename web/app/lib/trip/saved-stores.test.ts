import { describe, expect, it } from "vitest";
import {
  MAX_SAVED_STORES,
  SAVED_STORES_KEY,
  addSavedStore,
  cleanSlugs,
  hasSavedStore,
  isSavedListFull,
  isStoreSlug,
  parseSavedStores,
  readSavedStores,
  removeSavedStore,
  renameSavedStores,
  renamedSlugs,
  serialiseSavedStores,
  slugsFromTripQuery,
  toggleSavedStore,
  tripQueryString,
  writeSavedStores,
  type StorageLike,
} from "./saved-stores";

/** An in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A Storage that throws, as Safari's private mode and blocked cookies do. */
const throwingStorage: StorageLike = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
};

const many = (n: number) => Array.from({ length: n }, (_, i) => `store-${i}`);

describe("slugs", () => {
  it("accepts lowercase letters, digits and hyphens, 1 to 80 characters", () => {
    expect(isStoreSlug("round-top-antiques-2")).toBe(true);
    expect(isStoreSlug("a".repeat(80))).toBe(true);
    expect(isStoreSlug("a".repeat(81))).toBe(false);
    expect(isStoreSlug("")).toBe(false);
    expect(isStoreSlug("Round-Top")).toBe(false);
    expect(isStoreSlug("round top")).toBe(false);
    expect(isStoreSlug("../admin")).toBe(false);
    expect(isStoreSlug("café")).toBe(false);
    expect(isStoreSlug("a\n")).toBe(false);
    expect(isStoreSlug(42)).toBe(false);
    expect(isStoreSlug(null)).toBe(false);
  });
  it("cleans a list: valid only, first occurrence kept, order kept, capped", () => {
    expect(cleanSlugs(["b", "a", "b", "Bad!", 3, "c", "a"])).toEqual(["b", "a", "c"]);
    expect(cleanSlugs(many(MAX_SAVED_STORES + 10))).toEqual(many(MAX_SAVED_STORES));
  });
});

describe("stored form", () => {
  it("round-trips a list as JSON", () => {
    const text = serialiseSavedStores(["b", "a"]);
    expect(text).toBe('["b","a"]');
    expect(parseSavedStores(text)).toEqual(["b", "a"]);
  });
  it("reads corrupt or foreign values as an empty list", () => {
    for (const raw of [null, undefined, "", "not json", "{", '{"a":1}', '"a"', "42", "null", "true"]) {
      expect(parseSavedStores(raw)).toEqual([]);
    }
  });
  it("keeps the good entries of a tampered list", () => {
    expect(parseSavedStores('["a", "a", 7, null, {"x":1}, "B", "b"]')).toEqual(["a", "b"]);
    expect(parseSavedStores(JSON.stringify(many(MAX_SAVED_STORES * 3)))).toHaveLength(MAX_SAVED_STORES);
  });
});

describe("storage", () => {
  it("reads and writes under its key", () => {
    const storage = memoryStorage();
    expect(readSavedStores(storage)).toEqual([]);
    expect(writeSavedStores(storage, ["a", "b", "a"])).toBe(true);
    expect(storage.data.get(SAVED_STORES_KEY)).toBe('["a","b"]');
    expect(readSavedStores(storage)).toEqual(["a", "b"]);
  });
  it("survives corrupt storage", () => {
    expect(readSavedStores(memoryStorage({ [SAVED_STORES_KEY]: "{oops" }))).toEqual([]);
  });
  it("survives storage that is missing or throws", () => {
    expect(readSavedStores(null)).toEqual([]);
    expect(readSavedStores(undefined)).toEqual([]);
    expect(readSavedStores(throwingStorage)).toEqual([]);
    expect(writeSavedStores(throwingStorage, ["a"])).toBe(false);
    expect(writeSavedStores(null, ["a"])).toBe(false);
  });
});

describe("editing the list", () => {
  it("adds at the end, once", () => {
    expect(addSavedStore(["a"], "b")).toEqual(["a", "b"]);
    expect(addSavedStore(["a", "b"], "a")).toEqual(["a", "b"]);
    expect(addSavedStore(["a"], "Not A Slug")).toEqual(["a"]);
  });
  it("adds nothing to a full list", () => {
    const full = many(MAX_SAVED_STORES);
    expect(isSavedListFull(full)).toBe(true);
    expect(isSavedListFull(full.slice(1))).toBe(false);
    expect(addSavedStore(full, "one-more")).toEqual(full);
    expect(addSavedStore(full.slice(1), "one-more")).toHaveLength(MAX_SAVED_STORES);
  });
  it("removes, toggles and tells", () => {
    expect(removeSavedStore(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(removeSavedStore(["a"], "zzz")).toEqual(["a"]);
    expect(toggleSavedStore(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleSavedStore(["a", "b"], "a")).toEqual(["b"]);
    expect(hasSavedStore(["a", "b"], "b")).toBe(true);
    expect(hasSavedStore(["a", "b"], "c")).toBe(false);
  });
  it("tells the renamed stores from those found as saved", () => {
    const found = [
      { askedSlug: "a", slug: "a" },
      { askedSlug: "blue-barn", slug: "blue-barn-antiques" },
    ];
    expect(renamedSlugs(found)).toEqual({ "blue-barn": "blue-barn-antiques" });
    expect(renamedSlugs([])).toEqual({});
  });
  it("saves a renamed store under its current slug, in its place, once", () => {
    expect(renameSavedStores(["a", "blue-barn", "c"], { "blue-barn": "blue-barn-antiques" })).toEqual(["a", "blue-barn-antiques", "c"]);
    expect(renameSavedStores(["blue-barn-antiques", "blue-barn"], { "blue-barn": "blue-barn-antiques" })).toEqual(["blue-barn-antiques"]);
    expect(renameSavedStores(["a", "toString"], {})).toEqual(["a"]);
    expect(renameSavedStores(["a"], {})).toEqual(["a"]);
  });
  it("does not change the list it is given", () => {
    const list = ["a", "b"];
    addSavedStore(list, "c");
    removeSavedStore(list, "a");
    toggleSavedStore(list, "b");
    expect(list).toEqual(["a", "b"]);
  });
});

describe("share link", () => {
  it("writes the stores in order with literal commas", () => {
    expect(tripQueryString(["round-top", "brenham-antiques", "round-top"])).toBe("?stores=round-top,brenham-antiques");
    expect(tripQueryString([])).toBe("");
    expect(tripQueryString(["Bad Slug"])).toBe("");
  });
  it("reads the stores back, in order, without duplicates or invalid slugs", () => {
    expect(slugsFromTripQuery("?stores=b,a,b,../x,,A,c")).toEqual(["b", "a", "c"]);
    expect(slugsFromTripQuery("stores=a,b")).toEqual(["a", "b"]);
    expect(slugsFromTripQuery("?stores=a%2Cb&utm_source=x")).toEqual(["a", "b"]);
    expect(slugsFromTripQuery("?stores=a&stores=b,a")).toEqual(["a", "b"]);
    expect(slugsFromTripQuery("?stores= a , b ")).toEqual(["a", "b"]);
    expect(slugsFromTripQuery(new URLSearchParams({ stores: "x,y" }))).toEqual(["x", "y"]);
    expect(slugsFromTripQuery("")).toEqual([]);
    expect(slugsFromTripQuery("?other=a")).toEqual([]);
  });
  it("round-trips and caps", () => {
    const slugs = ["c", "a", "b"];
    expect(slugsFromTripQuery(tripQueryString(slugs))).toEqual(slugs);
    expect(slugsFromTripQuery(`?stores=${many(MAX_SAVED_STORES + 5).join(",")}`)).toHaveLength(MAX_SAVED_STORES);
  });
});
