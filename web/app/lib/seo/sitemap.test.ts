import { describe, expect, it } from "vitest";
import {
  chunk,
  escapeXml,
  letterPagePaths,
  newest,
  parsePartName,
  partPath,
  sitemapIndexXml,
  urlsetXml,
} from "./sitemap";

describe("sitemap XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("writes a urlset with optional lastmod", () => {
    const xml = urlsetXml([
      { loc: "https://x.example/stores/a&b", lastmod: "2025-01-02T03:04:05Z" },
      { loc: "https://x.example/about" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://x.example/stores/a&amp;b</loc><lastmod>2025-01-02T03:04:05Z</lastmod></url>");
    expect(xml).toContain("<url><loc>https://x.example/about</loc></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("writes a sitemap index", () => {
    const xml = sitemapIndexXml([{ loc: "https://x.example/sitemaps/pages.xml" }]);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<sitemap><loc>https://x.example/sitemaps/pages.xml</loc></sitemap>");
  });
});

describe("sitemap parts", () => {
  it("chunks stores, keeping one (empty) chunk for no stores", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 5000)).toEqual([[]]);
    expect(chunk(Array.from({ length: 10000 }, (_, i) => i), 5000).map((c) => c.length)).toEqual([5000, 5000]);
  });

  it("parses part names and writes them back", () => {
    expect(parsePartName("pages.xml")).toEqual({ kind: "pages" });
    expect(parsePartName("stores-3.xml")).toEqual({ kind: "stores", index: 3 });
    for (const bad of ["stores-0.xml", "stores.xml", "pages", "foo.xml", "stores-01.xml", "../pages.xml"]) {
      expect(parsePartName(bad)).toBeUndefined();
    }
    expect(partPath({ kind: "stores", index: 2 })).toBe("/sitemaps/stores-2.xml");
    expect(partPath({ kind: "guides" })).toBe("/sitemaps/guides.xml");
  });

  it("picks the newest time", () => {
    expect(newest(["2024-01-01T00:00:00Z", null, "2025-06-01T00:00:00Z", "bad"])).toBe("2025-06-01T00:00:00Z");
    expect(newest([])).toBeUndefined();
  });

  it("lists the A–Z pages of each letter", () => {
    expect(letterPagePaths([{ letter: "a", count: 201 }, { letter: "b", count: 0 }, { letter: "7", count: 1 }])).toEqual([
      "/stores/a/1",
      "/stores/a/2",
      "/stores/a/3",
      "/stores/7/1",
    ]);
  });
});
