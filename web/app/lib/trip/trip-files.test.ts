import { describe, expect, it } from "vitest";
import { icsText, tripGpx, tripIcs, tripId, xmlText, type TripEventStop } from "./trip-files";

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Undoes folding: a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

const trip: TripEventStop[] = [
  {
    slug: "round-top-antiques",
    name: "Round Top Antiques",
    address: "475 N Washington St, Round Top, TX 78954",
    lat: 30.0652,
    lng: -96.6961,
    arrival: new Date("2026-06-02T15:00:00Z"),
    departure: new Date("2026-06-02T15:45:00Z"),
  },
  {
    slug: "bits-and-pieces",
    name: "Bits & Pieces <Annex>",
    address: null,
    lat: 30.1669,
    lng: -96.3977,
    arrival: new Date("2026-06-02T16:30:00Z"),
    departure: new Date("2026-06-02T17:15:00Z"),
  },
];

describe("xmlText", () => {
  it("escapes markup characters", () => {
    expect(xmlText(`Tom's "Barn" & <Loft>`)).toBe("Tom&apos;s &quot;Barn&quot; &amp; &lt;Loft&gt;");
  });
  it("drops characters XML cannot carry, keeps line breaks, tabs and emoji", () => {
    expect(xmlText("A\u0000B\u0007C\tD\nE\uFFFEF\uD800G🏺")).toBe("ABC\tD\nEFG🏺");
  });
});

describe("tripGpx", () => {
  it("writes waypoints and one route in order", () => {
    expect(tripGpx(trip, { name: "Texas Hill Country", siteUrl: "https://antiques.example/" })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<gpx version="1.1" creator="Antique Store Directory" xmlns="http://www.topografix.com/GPX/1/1">',
        "  <metadata><name>Texas Hill Country</name></metadata>",
        '  <wpt lat="30.0652" lon="-96.6961">',
        "    <name>Round Top Antiques</name>",
        "    <desc>475 N Washington St, Round Top, TX 78954</desc>",
        '    <link href="https://antiques.example/stores/round-top-antiques"/>',
        "  </wpt>",
        '  <wpt lat="30.1669" lon="-96.3977">',
        "    <name>Bits &amp; Pieces &lt;Annex&gt;</name>",
        '    <link href="https://antiques.example/stores/bits-and-pieces"/>',
        "  </wpt>",
        "  <rte>",
        "    <name>Texas Hill Country</name>",
        '    <rtept lat="30.0652" lon="-96.6961"><name>Round Top Antiques</name></rtept>',
        '    <rtept lat="30.1669" lon="-96.3977"><name>Bits &amp; Pieces &lt;Annex&gt;</name></rtept>',
        "  </rte>",
        "</gpx>",
        "",
      ].join("\n"),
    );
  });

  it("leaves out links without a site address, and the route without stops", () => {
    const gpx = tripGpx(trip.slice(0, 1), { name: "Trip" });
    expect(gpx).not.toContain("<link");
    expect(tripGpx([], { name: "Empty & \"quiet\"" })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<gpx version="1.1" creator="Antique Store Directory" xmlns="http://www.topografix.com/GPX/1/1">',
        "  <metadata><name>Empty &amp; &quot;quiet&quot;</name></metadata>",
        "</gpx>",
        "",
      ].join("\n"),
    );
  });

  it("escapes addresses and skips blank ones", () => {
    const gpx = tripGpx([{ ...trip[0]!, address: "Suite <2> & \"B\"" }, { ...trip[1]!, address: "   " }], { name: "T" });
    expect(gpx).toContain("<desc>Suite &lt;2&gt; &amp; &quot;B&quot;</desc>");
    expect(gpx.match(/<desc>/g)).toHaveLength(1);
  });
});

describe("tripId", () => {
  it("is stable for the same stores on the same day, in any order", () => {
    const id = tripId(["a", "b"], new Date("2026-06-02T15:00:00Z"));
    expect(id).toMatch(/^trip-[0-9a-f]{8}$/);
    expect(tripId(["b", "a", "b"], new Date("2026-06-02T09:00:00Z"))).toBe(id);
    expect(tripId(["a", "b", "c"], new Date("2026-06-02T15:00:00Z"))).not.toBe(id);
    expect(tripId(["a", "b"], new Date("2026-06-03T15:00:00Z"))).not.toBe(id);
  });
});

describe("icsText", () => {
  it("escapes commas, semicolons, backslashes and newlines, and drops control characters", () => {
    expect(icsText("Barn, Loft; Shed\\Annex\nSecond line\r\nThird\u0007")).toBe(
      "Barn\\, Loft\\; Shed\\\\Annex\\nSecond line\\nThird",
    );
  });
});

describe("tripIcs", () => {
  const options = { tripId: "trip-1234abcd", siteUrl: "https://antiques.example", now: new Date("2026-05-20T08:00:00Z") };

  it("writes one event per stop with CRLF line ends", () => {
    expect(tripIcs(trip, options)).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Antique Store Directory//Trip//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:round-top-antiques.trip-1234abcd@antiques.example",
        "DTSTAMP:20260520T080000Z",
        "DTSTART:20260602T150000Z",
        "DTEND:20260602T154500Z",
        "SUMMARY:Round Top Antiques",
        "LOCATION:475 N Washington St\\, Round Top\\, TX 78954",
        "GEO:30.0652;-96.6961",
        "URL:https://antiques.example/stores/round-top-antiques",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:bits-and-pieces.trip-1234abcd@antiques.example",
        "DTSTAMP:20260520T080000Z",
        "DTSTART:20260602T163000Z",
        "DTEND:20260602T171500Z",
        "SUMMARY:Bits & Pieces <Annex>",
        "GEO:30.1669;-96.3977",
        "URL:https://antiques.example/stores/bits-and-pieces",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("never has a bare LF", () => {
    const ics = tripIcs([{ ...trip[0]!, name: "Line one\nLine two" }], options);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(unfold(ics)).toContain("SUMMARY:Line one\\nLine two\r\n");
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const name = "Grandma’s Attic — Vintage Furniture, Quilts; Primitives & Café ☕ Collectibles of Every Kind";
    const ics = tripIcs([{ ...trip[0]!, name, address: `${"Old Highway 237 ".repeat(6)}Round Top, TX` }], options);
    const physical = ics.split("\r\n");
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);
    expect(ics).not.toContain("\uFFFD");
    const lines = unfold(ics).split("\r\n");
    expect(lines).toContain(
      "SUMMARY:Grandma’s Attic — Vintage Furniture\\, Quilts\\; Primitives & Café ☕ Collectibles of Every Kind",
    );
    expect(lines).toContain(`LOCATION:${"Old Highway 237 ".repeat(6)}Round Top\\, TX`);
  });

  it("gives a store listed twice its own UID, and a zero-minute stop no DTEND", () => {
    const again = { ...trip[0]!, arrival: new Date("2026-06-02T18:00:00Z"), departure: new Date("2026-06-02T18:00:00Z") };
    const lines = unfold(tripIcs([trip[0]!, again], options)).split("\r\n");
    expect(lines.filter((l) => l.startsWith("UID:"))).toEqual([
      "UID:round-top-antiques.trip-1234abcd@antiques.example",
      "UID:round-top-antiques-2.trip-1234abcd@antiques.example",
    ]);
    expect(lines.filter((l) => l.startsWith("DTEND:"))).toHaveLength(1);
  });

  it("keeps UIDs stable across exports and leaves out links to a site address that is not one", () => {
    const first = tripIcs(trip, options);
    const later = tripIcs(trip, { ...options, now: new Date("2026-05-21T08:00:00Z") });
    const uids = (ics: string) => ics.split("\r\n").filter((l) => l.startsWith("UID:"));
    expect(uids(later)).toEqual(uids(first));
    const offline = tripIcs(trip, { ...options, siteUrl: "not a url" });
    expect(offline).not.toContain("URL:");
    expect(offline).toContain("UID:round-top-antiques.trip-1234abcd@antique-store-directory\r\n");
  });

  it("is an empty calendar without stops", () => {
    expect(tripIcs([], options)).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Antique Store Directory//Trip//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n",
    );
  });
});
