import { describe, expect, it } from "vitest";
import { dateBadge, formatDateRange, groupByMonth, monthLabel, upcomingEvents } from "./event-dates";

describe("formatDateRange", () => {
  it("writes one day, ranges in a month, across months and across years", () => {
    expect(formatDateRange("2026-03-14", "2026-03-14")).toBe("Mar 14, 2026");
    expect(formatDateRange("2026-03-14", "2026-03-28")).toBe("Mar 14 – 28, 2026");
    expect(formatDateRange("2026-03-30", "2026-04-02")).toBe("Mar 30 – Apr 2, 2026");
    expect(formatDateRange("2026-12-30", "2027-01-02")).toBe("Dec 30, 2026 – Jan 2, 2027");
  });
});

describe("upcomingEvents and groupByMonth", () => {
  const events = [
    { title: "B", startDate: "2026-05-10", endDate: "2026-05-12" },
    { title: "Past", startDate: "2026-01-01", endDate: "2026-01-03" },
    { title: "Running", startDate: "2026-02-27", endDate: "2026-03-02" },
    { title: "A", startDate: "2026-05-10", endDate: "2026-05-11" },
    { title: "C", startDate: "2026-03-05", endDate: "2026-03-05" },
  ];
  it("hides events that ended before today and sorts by date", () => {
    expect(upcomingEvents(events, "2026-03-01").map((e) => e.title)).toEqual(["Running", "C", "A", "B"]);
    expect(upcomingEvents(events, "2026-03-03").map((e) => e.title)).toEqual(["C", "A", "B"]);
  });
  it("groups by start month in order", () => {
    const groups = groupByMonth(upcomingEvents(events, "2026-03-01"));
    expect(groups.map((g) => [g.key, g.label, g.events.length])).toEqual([
      ["2026-02", "February 2026", 1],
      ["2026-03", "March 2026", 1],
      ["2026-05", "May 2026", 2],
    ]);
  });
  it("labels months and date badges", () => {
    expect(monthLabel("2026-11-21")).toBe("November 2026");
    expect(dateBadge("2026-11-21")).toEqual({ month: "NOV", day: "21" });
  });
});
