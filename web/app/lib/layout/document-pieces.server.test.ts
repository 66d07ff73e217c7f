import { describe, expect, it } from "vitest";
import { encodePieces, splitAtFirst, splitAtLast, textPieces } from "./document-pieces.server";

const page = "<html><head><title>Café – 🏺</title></head><body><p>Ünïcödé ✓</p><script>x()</script></body></html>";
/** The page cut into pieces of `size` characters (a cut may fall inside a marker). */
const cut = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

describe("a document's pieces", () => {
  it("split at the first marker, wherever the pieces cut it", () => {
    for (const size of [1, 2, 5, 13, page.length]) {
      const split = splitAtFirst(cut(page, size), "</head>");
      expect(split?.before).toBe("<html><head><title>Café – 🏺</title>");
      expect(split?.after.join("")).toBe(page.slice(split!.before.length));
    }
  });

  it("split at the last marker, wherever the pieces cut it", () => {
    const twice = page.replace("<p>", "<script>y()</script><p>");
    for (const size of [1, 3, 8, 21, twice.length]) {
      const split = splitAtLast(cut(twice, size), "<script");
      expect(split?.after).toBe("<script>x()</script></body></html>");
      expect(split?.before.join("")).toBe(twice.slice(0, -split!.after.length));
    }
    // Empty pieces between (React may hand over an empty text).
    const withEmpty = cut(twice, 2).flatMap((piece) => [piece, ""]);
    const split = splitAtLast(withEmpty, "<script");
    expect(split?.after).toBe("<script>x()</script></body></html>");
    expect(split?.before.join("")).toBe(twice.slice(0, -split!.after.length));
  });

  it("do not split where the marker is missing or behind bytes", () => {
    expect(splitAtFirst(cut(page, 4), "<footer")).toBeUndefined();
    expect(splitAtLast(cut(page, 4), "<footer")).toBeUndefined();
    expect(splitAtFirst([Buffer.from("<head>"), "</head>"], "</head>")).toBeUndefined();
    expect(splitAtLast(["<script>", Buffer.from("x")], "<script")).toBeUndefined();
  });

  it("encode into one buffer of exactly their bytes, text and bytes alike", () => {
    const pieces = ["<p>Café ", Buffer.from("– 🏺"), "", " ✓</p>"];
    const bytes = encodePieces(pieces);
    expect(bytes.toString("utf8")).toBe("<p>Café – 🏺 ✓</p>");
    expect(bytes.length).toBe(Buffer.byteLength("<p>Café – 🏺 ✓</p>"));
  });

  it("encode pages larger than the buffer they are first encoded into, and the ones after them alike", () => {
    const large = ["<p>", "é".repeat(300_000), Buffer.from("🏺"), "</p>"];
    expect(encodePieces(large).toString("utf8")).toBe(`<p>${"é".repeat(300_000)}🏺</p>`);
    expect(encodePieces(["<p>Café</p>"]).toString("utf8")).toBe("<p>Café</p>");
    expect(encodePieces([]).length).toBe(0);
  });

  it("read as text: text pieces as they are, bytes decoded whole (a character may be cut between two)", () => {
    const text = ["<p>", "Café</p>"];
    expect(textPieces(text)).toBe(text);
    const bytes = Buffer.from("<p>🏺</p>");
    expect(textPieces([bytes.subarray(0, 5), bytes.subarray(5)])).toEqual(["<p>🏺</p>"]);
  });
});
