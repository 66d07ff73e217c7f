import { describe, expect, it } from "vitest";
import { pageWindow, withPage } from "./pagination";

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it("collapses far pages into gaps", () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe("withPage", () => {
  it("sets or drops the page parameter and keeps the others", () => {
    expect(withPage("?q=barn&page=3", 4)).toBe("?q=barn&page=4");
    expect(withPage("?q=barn&page=3", 1)).toBe("?q=barn");
    expect(withPage("", 1)).toBe("");
  });
});
