// The console's import page: an admin checks a CSV (the dry run shows the rejected row by its
// line), imports it without choosing the file again, and finds the stores; editors neither see the
// page nor may use it; axe finds nothing on it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./test";
import { signedInPage } from "./console-support";
import { expectNoAxeViolations, uniqueText } from "./owner-support";

/** A CSV of three good rows and one (line 5) whose state does not exist, in a temporary file. */
function writeCsv(name: string): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "console-import-"));
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const file = path.join(dir, `${slug}.csv`);
  writeFileSync(
    file,
    [
      "name,address,city,state,zip,phone,website",
      // No phone, and a website of its own: a shared one would make it a likely duplicate of
      // what other runs imported.
      `${name} Barn,1 Mill St,Hudson,NY,12534,,${slug}-barn.example`,
      `${name} Lofts,2 Mill St,Hudson,NY,12534,,`,
      `${name} Attic,3 Mill St,Albany,NY,12207,not a phone,`,
      `${name} Nowhere,4 Mill St,Atlantis,ZZ,,,`,
      "",
    ].join("\n"),
  );
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const tile = (page: Page, label: string) => page.locator(".console-tile", { has: page.getByText(label, { exact: true }) });

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page is wider than the screen").toBeLessThanOrEqual(0);
}

test.describe("importing stores in the console", () => {
  test("an admin checks a file, reads the report, imports it and finds the stores", async ({ browser }, testInfo) => {
    // A whole workflow (sign-in, check, import, the site's pages): ~22 s on a busy two-core machine.
    test.slow();
    const name = uniqueText("Imported", testInfo.project.name);
    const csv = writeCsv(name);
    const { page, context } = await signedInPage(browser, "admin");
    try {
      await page.getByRole("link", { name: "Import", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Import stores" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);

      await page.getByLabel("File").setInputFiles(csv.file);
      await page.getByRole("button", { name: "Check file" }).click();
      await expect(page.getByRole("heading", { name: `Check of ${path.basename(csv.file)}` })).toBeVisible();
      await expect(tile(page, "Rows read")).toContainText("4");
      await expect(tile(page, "Would be added")).toContainText("3");
      await expect(tile(page, "Rejected rows")).toContainText("1");
      const rejected = page.getByRole("region", { name: "Rejected rows" }).getByRole("row", { name: /^5 / });
      await expect(rejected).toContainText("unknown state");
      await expect(page.getByRole("region", { name: "Warnings" }).getByRole("row", { name: /^4 / })).toContainText("not a phone");
      await expect(page.getByTestId("import-warnings-by-field")).toHaveText("Warnings by field: phone 1");
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);

      // Nothing is written by the check.
      const list = await context.newPage();
      await list.goto(`/admin/stores?q=${encodeURIComponent(name)}`);
      await expect(list.getByText("No stores match these filters.")).toBeVisible();
      await list.close();

      await page.getByRole("button", { name: "Import 3 stores" }).click();
      await expect(page.getByRole("status")).toHaveText("Imported: 3 inserted, 0 updated, 0 unchanged.");
      await page.getByRole("link", { name: "See the stores" }).click();
      await page.getByLabel("Name, city or state").fill(name);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByRole("link", { name: `${name} Barn` })).toBeVisible();
      await expect(page.getByRole("link", { name: `${name} Attic` })).toBeVisible();
      await expect(page.getByRole("link", { name: `${name} Nowhere` })).toHaveCount(0);

      // The same list renamed, one address respelled: its stores are updated, none added.
      const renamed = path.join(path.dirname(csv.file), "renamed-list.csv");
      writeFileSync(renamed, readFileSync(csv.file, "utf8").replace("1 Mill St,", "1 Mill Street,"));
      await page.goto("/admin/import");
      await page.getByLabel("File").setInputFiles(renamed);
      await expect(page.getByLabel("Source")).toHaveValue("");
      await page.getByRole("button", { name: "Check file" }).click();
      await expect(page.getByRole("heading", { name: "Check of renamed-list.csv" })).toBeVisible();
      await expect(page.getByText("Read as CSV with our columns; source “csv”.")).toBeVisible();
      await expect(tile(page, "Would be added")).toContainText("0");
      await expect(tile(page, "Would be updated")).toContainText("1");
      await expect(page.getByTestId("import-matched-by-address")).toHaveText(
        "1 store without a source id was matched to a listed store by name and address.",
      );
    } finally {
      csv.cleanup();
      await context.close();
    }
  });

  test("editors get no Import link, and the page and its form refuse them", async ({ browser }, testInfo) => {
    const { page, context } = await signedInPage(browser, "editor");
    const csv = writeCsv(uniqueText("Refused", testInfo.project.name));
    try {
      await expect(page.getByRole("link", { name: "Import", exact: true })).toHaveCount(0);
      const refused = await page.goto("/admin/import");
      expect(refused?.status()).toBe(403);
      await expect(page.getByRole("alert")).toContainText("Only an admin may import stores.");

      const csrf = await page.locator('form[action="/admin/logout"] input[name="csrf"]').inputValue();
      const posted = await page.request.post("/admin/import", {
        multipart: { intent: "check", csrf, file: { name: "shops.csv", mimeType: "text/csv", buffer: Buffer.from("name,city,state\n") } },
      });
      expect(posted.status()).toBe(403);
    } finally {
      csv.cleanup();
      await context.close();
    }
  });
});
