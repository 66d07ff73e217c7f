import { describe, expect, it } from "vitest";
import table from "../../../../contract/cases/emails.json";
import { validEmail } from "./email";

describe("e-mail rule (shared with the content service)", () => {
  it("holds cases", () => {
    expect(table.cases.length).toBeGreaterThan(0);
  });
  for (const { input, valid } of table.cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(valid)}`, () => {
      expect(validEmail(input)).toBe(valid);
    });
  }
});
