import { describe, expect, it } from "vitest";
import { postedRecordValues, recordFormValues, recordWriteData } from "./records";

describe("record forms", () => {
  it("send numbers as numbers, blanks as null, the body as typed and the draft flag of a guide", () => {
    const form = new FormData();
    form.set("name", " Hudson ");
    form.set("state", "NY");
    form.set("latitude", "42.2529");
    form.set("longitude", "east");
    form.set("radiusKm", "");
    form.set("description", "River town");
    form.set("bestTimeToVisit", "");
    const data = recordWriteData("hotspots", postedRecordValues("hotspots", form), false);
    expect(data).toEqual({
      name: "Hudson",
      state: "NY",
      latitude: 42.2529,
      // Not a number: sent as typed, so the content service names the field.
      longitude: "east",
      radiusKm: null,
      description: "River town",
      bestTimeToVisit: null,
    });
  });

  it("keep a guide's Markdown as typed and its categories as a list", () => {
    const form = new FormData();
    form.set("slug", "brass-lamps");
    form.set("title", "Brass lamps");
    form.set("body", "  indented code\n\n## Heading\n");
    form.append("tags", "lighting");
    form.append("tags", "furniture");
    const data = recordWriteData("guides", postedRecordValues("guides", form), true);
    expect(data.slug).toBe("brass-lamps");
    expect(data.body).toBe("  indented code\n\n## Heading\n");
    expect(data.tags).toEqual(["lighting", "furniture"]);
    expect(data.draft).toBe(true);
  });

  it("fill a form from a record, a date field with the day of a date-time", () => {
    const values = recordFormValues("guides", { slug: "a", title: "A", publishedAt: "2026-03-01T12:00:00Z", tags: ["clocks"] });
    expect(values.fields.publishedAt).toBe("2026-03-01");
    expect(values.tags).toEqual(["clocks"]);
    expect(recordFormValues("guides").fields.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
