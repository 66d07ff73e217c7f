import { describe, expect, it } from "vitest";
import { formatPublished, relatedGuides } from "./related-guides";

const g = (slug: string, tags: string[], publishedAt: string) => ({ slug, tags, publishedAt });

describe("relatedGuides", () => {
  const all = [
    g("a", ["furniture", "buying"], "2025-03-01T00:00:00Z"),
    g("b", ["shows", "buying"], "2025-02-01T00:00:00Z"),
    g("c", ["silver"], "2025-04-01T00:00:00Z"),
    g("d", ["Furniture", "buying", "care"], "2025-01-01T00:00:00Z"),
    g("e", ["toys"], "2025-05-01T00:00:00Z"),
  ];
  it("ranks by shared tags, then newest, leaves the guide out and fills with the newest others", () => {
    expect(relatedGuides(all[0]!, all).map((x) => x.slug)).toEqual(["d", "b", "e"]);
    expect(relatedGuides(all[2]!, all, 2).map((x) => x.slug)).toEqual(["e", "a"]);
  });
});

describe("formatPublished", () => {
  it("writes a long US date", () => {
    expect(formatPublished("2025-03-01T00:00:00Z")).toBe("March 1, 2025");
    expect(formatPublished("nope")).toBe("nope");
  });
});
