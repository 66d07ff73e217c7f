import { describe, expect, it } from "vitest";
import { isSafeUrl, renderMarkdown, slugifyHeading } from "./markdown.server";

describe("renderMarkdown", () => {
  it("escapes raw HTML from the content", () => {
    const { html } = renderMarkdown("Hi <script>alert('x')</script>\n\n<img src=x onerror=alert(1)>\n\n<b>bold</b>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("drops unsafe link targets and marks external links", () => {
    const { html } = renderMarkdown(
      "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,x) [d](https://example.com) [e](/states) [f](//evil.example) [g](vbscript:x)",
    );
    expect(html).not.toMatch(/href="(javascript|data|vbscript|\/\/)/i);
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener noreferrer">d</a>');
    expect(html).toContain('<a href="/states">e</a>');
  });

  it("gives headings unique ids and lists h2/h3 in the table of contents", () => {
    const result = renderMarkdown("# Title\n\n## Look at the joints\n\n### Saw marks\n\n## Look at the joints\n\n## Café & more\n");
    expect(result.html).toContain('<h2 id="title">Title</h2>');
    expect(result.html).toContain('<h2 id="look-at-the-joints">');
    expect(result.html).toContain('<h2 id="look-at-the-joints-2">');
    expect(result.html).toContain('<h3 id="saw-marks">');
    expect(result.toc.map((e) => e.id)).toEqual(["title", "look-at-the-joints", "saw-marks", "look-at-the-joints-2", "cafe-and-more"]);
    expect(result.sectionCount).toBe(4);
  });

  it("renders ordinary Markdown", () => {
    const { html, sectionCount } = renderMarkdown("Some *text*.\n\n- one\n- two\n");
    expect(html).toContain("<em>text</em>");
    expect(html).toContain("<li>one</li>");
    expect(sectionCount).toBe(0);
  });
});

describe("isSafeUrl", () => {
  it("allows web, mail, phone and relative addresses only", () => {
    for (const ok of ["https://a.example", "http://a.example", "mailto:a@b.c", "tel:+1555", "/guides", "#top", "page", "./x"]) {
      expect(isSafeUrl(ok), ok).toBe(true);
    }
    for (const bad of ["javascript:alert(1)", " javascript:x", "java\tscript:x", "data:text/html,x", "//evil.example", "file:///etc/passwd", "vbscript:x"]) {
      expect(isSafeUrl(bad), bad).toBe(false);
    }
  });
});

describe("slugifyHeading", () => {
  it("makes ASCII ids", () => {
    expect(slugifyHeading("Café & Crème, 1890s!")).toBe("cafe-and-creme-1890s");
    expect(slugifyHeading("???")).toBe("section");
  });
});
