import { describe, expect, it } from "vitest";
import { escapeText, eventToIcs, foldLine, icsDate, icsDateTimeUtc, icsFileName, nextDay } from "./ics";

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Undoes folding: a CRLF followed by one space or tab joins the lines (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

const event = {
  slug: "round-top-spring-antiques-week",
  title: "Round Top Spring Antiques Week",
  description:
    "Fields, barns and tents along Highway 237; thousands of dealers, café ☕ and more. Bring cash, water and a hat, because it is hot.\nSecond line.",
  startDate: "2026-03-14",
  endDate: "2026-03-28",
  venue: "Highway 237 fields",
  city: "Round Top",
  state: "TX",
  url: "https://example.com/round-top",
};

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("keeps short lines", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });
  it("folds at 75 octets with a leading space, without splitting multi-byte characters", () => {
    const line = `DESCRIPTION:${"é☕x".repeat(40)}`;
    const folded = foldLine(line);
    for (const physical of folded.split("\r\n")) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n").slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });
});

describe("dates", () => {
  it("formats DATE, the exclusive next day and UTC DATE-TIME", () => {
    expect(icsDate("2026-03-14")).toBe("20260314");
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2024-12-31")).toBe("2025-01-01");
    expect(icsDateTimeUtc(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
    expect(() => icsDate("14/03/2026")).toThrow();
  });
});

describe("eventToIcs", () => {
  const ics = eventToIcs(event, {
    siteUrl: "https://antiques.example/",
    now: new Date("2026-01-01T12:00:00Z"),
    moreInfo: "Town guide: https://antiques.example/round-top-tx",
  });
  const lines = unfold(ics).split("\r\n");

  it("uses CRLF everywhere, ends with CRLF and folds every line at 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const physical of ics.split("\r\n")) expect(octets(physical)).toBeLessThanOrEqual(75);
  });

  it("is one VEVENT in a VCALENDAR with the required properties", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("UID:round-top-spring-antiques-week@antiques.example");
    expect(lines).toContain("DTSTAMP:20260101T120000Z");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("is all-day with an exclusive end date", () => {
    expect(lines).toContain("DTSTART;VALUE=DATE:20260314");
    expect(lines).toContain("DTEND;VALUE=DATE:20260329");
  });

  it("escapes text values", () => {
    expect(lines).toContain("SUMMARY:Round Top Spring Antiques Week");
    expect(lines).toContain("LOCATION:Highway 237 fields\\, Round Top\\, TX");
    const description = lines.find((l) => l.startsWith("DESCRIPTION:"));
    expect(description).toContain("Highway 237\\; thousands of dealers\\, café ☕");
    expect(description).toContain("\\nSecond line.\\n\\nTown guide: https://antiques.example/round-top-tx");
    expect(lines).toContain("URL:https://example.com/round-top");
  });

  it("makes a one-day event end the next day and falls back to the events page URL", () => {
    const one = unfold(
      eventToIcs({ ...event, endDate: event.startDate, url: null }, { siteUrl: "https://a.example", now: new Date(0) }),
    ).split("\r\n");
    expect(one).toContain("DTEND;VALUE=DATE:20260315");
    expect(one).toContain("URL:https://a.example/events#round-top-spring-antiques-week");
  });
});

describe("icsFileName", () => {
  it("keeps slugs and cleans anything else", () => {
    expect(icsFileName("brimfield-may")).toBe("brimfield-may.ics");
    expect(icsFileName("../x y")).toBe("x-y.ics");
    expect(icsFileName("")).toBe("event.ics");
  });
});
