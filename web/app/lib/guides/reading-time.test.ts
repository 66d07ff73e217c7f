import { describe, expect, it } from "vitest";
import { countWords, formatReadingTime, guideMinutes, readingMinutes } from "./reading-time";

describe("countWords", () => {
  it("counts words and ignores Markdown markup and link targets", () => {
    expect(countWords("## Look at the joints\n\nHand-cut dovetails are *uneven*.")).toBe(8);
    expect(countWords("See [the guide](https://example.com/a/very/long/path) now")).toBe(4);
    expect(countWords("")).toBe(0);
    expect(countWords("  \n# \n")).toBe(0);
  });
});

describe("readingMinutes", () => {
  it("rounds up at 200 words a minute, at least one minute", () => {
    expect(readingMinutes("word ".repeat(1))).toBe(1);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("")).toBe(0);
  });
});

describe("guideMinutes", () => {
  it("prefers the service's value and falls back to the estimate", () => {
    expect(guideMinutes({ readingMinutes: 6, body: "short" })).toBe(6);
    expect(guideMinutes({ readingMinutes: 0, body: "word ".repeat(450) })).toBe(3);
    expect(guideMinutes({})).toBe(1);
  });
  it("formats minutes", () => {
    expect(formatReadingTime(6)).toBe("6 min read");
    expect(formatReadingTime(0)).toBe("1 min read");
  });
});
