import { describe, expect, it } from "vitest";
import type { RankedStore } from "~/lib/content/types";
import { rankedStores } from "./top-stores";

const store = (rank: number) => ({ rank, slug: `s${rank}`, name: `S${rank}`, score: 10 - rank, reasons: [] }) as unknown as RankedStore;

describe("rankedStores", () => {
  it("reads data.stores or data as a list, in rank order, at most ten", () => {
    expect(rankedStores({ data: { stores: [store(2), store(1)] }, meta: {} }).map((s) => s.rank)).toEqual([1, 2]);
    const many = Array.from({ length: 12 }, (_, i) => store(12 - i));
    expect(rankedStores({ data: many, meta: {} }).map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rankedStores({ data: { stores: [] }, meta: {} })).toEqual([]);
  });
});
