// Markdown of guides to HTML, safely: raw HTML in the content is escaped (html: false), links may
// only use http(s), mailto, tel or site-relative addresses, external links get rel="nofollow
// noopener noreferrer", and headings get ids for the table of contents.
import MarkdownIt from "markdown-it";

export interface TocEntry {
  id: string;
  text: string;
  /** 2 for a section (`##`), 3 for a subsection (`###`). */
  level: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** Number of `##` sections. */
  sectionCount: number;
}

/** Guides with at least this many `##` sections get a table of contents. */
export const TOC_MIN_SECTIONS = 3;

/** A heading's text as an id: lower case, ASCII letters, digits and dashes. */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/|[^:/?#]+(?:[/?#]|$))/i;

/** Whether an address may appear in a link or image: no scripts, data or protocol-relative URLs. */
export function isSafeUrl(url: string): boolean {
  // Control characters and white space hidden in a scheme are an old trick: strip them first.
  const cleaned = [...url].filter((ch) => ch.charCodeAt(0) > 0x20 && (ch.charCodeAt(0) < 0x7f || ch.charCodeAt(0) > 0x9f)).join("");
  if (cleaned.startsWith("//")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (scheme) return ["http", "https", "mailto", "tel"].includes((scheme[1] ?? "").toLowerCase());
  return SAFE_LINK.test(cleaned) || cleaned === "";
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function createRenderer(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });
  md.validateLink = isSafeUrl;

  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const href = token?.attrGet("href") ?? "";
    if (token && isExternal(href)) token.attrSet("rel", "nofollow noopener noreferrer");
    return defaultLinkOpen(tokens, idx, options, env, self);
  };

  const defaultImage =
    md.renderer.rules.image ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    tokens[idx]?.attrSet("loading", "lazy");
    tokens[idx]?.attrSet("decoding", "async");
    return defaultImage(tokens, idx, options, env, self);
  };

  // Headings: the page title is the only h1, so `#` becomes h2; every h2/h3 gets a unique id.
  md.core.ruler.push("heading_ids", (state) => {
    const used = new Map<string, number>();
    const toc: TocEntry[] = [];
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (!open || open.type !== "heading_open") continue;
      const close = tokens.slice(i).find((t) => t.type === "heading_close");
      if (open.tag === "h1") {
        open.tag = "h2";
        if (close) close.tag = "h2";
      }
      if (open.tag !== "h2" && open.tag !== "h3") continue;
      const inline = tokens[i + 1];
      const text = (inline?.children ?? [])
        .filter((t) => t.type === "text" || t.type === "code_inline")
        .map((t) => t.content)
        .join("")
        .trim();
      const base = slugifyHeading(text);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      const id = seen === 0 ? base : `${base}-${seen + 1}`;
      open.attrSet("id", id);
      toc.push({ id, text, level: open.tag === "h2" ? 2 : 3 });
    }
    (state.env as { toc?: TocEntry[] }).toc = toc;
    return true;
  });
  return md;
}

const renderer = createRenderer();

/** Renders a guide's Markdown body. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const env: { toc?: TocEntry[] } = {};
  const html = renderer.render(markdown, env);
  const toc = env.toc ?? [];
  return { html, toc, sectionCount: toc.filter((entry) => entry.level === 2).length };
}
