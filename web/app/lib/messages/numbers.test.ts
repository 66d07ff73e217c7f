import { describe, expect, it } from "vitest";
import { groupThousands } from "./numbers";

describe("groupThousands", () => {
  it("writes whole numbers as Intl's en-US format does", () => {
    for (const n of [0, 1, 7, 12, 999, 1000, 1001, 9999, 12345, 100000, 886, 1234567, 99999999, 1e12, -5, -1234, -1000000]) {
      expect(groupThousands(n)).toBe(n.toLocaleString("en-US"));
    }
  });

  it("rounds a fraction first", () => {
    expect(groupThousands(1234.4)).toBe("1,234");
    expect(groupThousands(1999.5)).toBe("2,000");
    expect(groupThousands(-1999.5)).toBe((-1999.5).toLocaleString("en-US", { maximumFractionDigits: 0 }));
  });
});
