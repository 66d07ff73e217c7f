// The console's guides, events, hotspot towns and categories in a browser: a guide written with the
// live preview, kept a draft, then published; a refused value shown beside its field; a category
// renamed on the site; a hotspot town added, then restored from its history after a deletion.
import { expect, test } from "./test";
import { addAccount, apiStore, signIn } from "./console-support";
import { expectNoAxeViolations, uniqueText } from "./owner-support";

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

test.describe("editorial console: guides, events, towns and categories", () => {
  test("a guide is written with the preview, stays a draft, then is published", async ({ page, browser }, testInfo) => {
    const title = uniqueText("Buying copper kettles", testInfo.project.name);
    const slug = slugOf(title);
    await signIn(page, addAccount("editor"));
    await page.goto("/admin/guides");
    await page.getByRole("link", { name: "New guide" }).click();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("What to look for before you pay.");
    await page.getByLabel("Author").fill("The editors");
    await page.getByLabel("Text (Markdown)").fill("## Look at the seams\n\nA **dovetailed** seam is older.\n\n<script>alert(1)</script>");
    // The preview follows the text, rendered as the guide page renders it: HTML shown as text.
    const preview = page.getByTestId("guide-preview");
    await expect(preview.getByRole("heading", { name: "Look at the seams" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("dovetailed");
    await expect(preview).toContainText("<script>alert(1)</script>");
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByText("Draft: this guide is not on the public site.")).toBeVisible();

    // Visitors do not see a draft.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const missing = await visitorPage.goto(`/guides/${slug}`);
    expect(missing?.status()).toBe(404);

    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Published: it is on the site.")).toBeVisible();
    const published = await visitorPage.goto(`/guides/${slug}`);
    expect(published?.status()).toBe(200);
    await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitorPage.getByTestId("guide-body").getByRole("heading", { name: "Look at the seams" })).toBeVisible();
    await visitor.close();

    // Its history lists both saves.
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `History of ${title}` })).toBeVisible();
    await expect(page.locator(".console-history-entry")).toHaveCount(2);
  });

  test("a refused value is shown beside its field and what was typed stays", async ({ page }, testInfo) => {
    const title = uniqueText("Spring show", testInfo.project.name);
    await signIn(page, addAccount("editor"));
    await page.goto("/admin/events/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Dealers from six states.");
    await page.getByLabel("First day").fill("2027-05-02");
    await page.getByLabel("Last day").fill("2027-05-01");
    await page.getByLabel("Venue").fill("The fairground");
    await page.getByLabel("City").fill("Hudson");
    await page.getByLabel("State").selectOption("NY");
    await page.getByRole("button", { name: "Save" }).click();
    const lastDay = page.getByLabel("Last day");
    await expect(lastDay).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The last day cannot be before the first day")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await lastDay.fill("2027-05-03");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Created.")).toBeVisible();
    await page.goto(`/admin/events?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("a category renamed is renamed on the site; a town deleted comes back from its history", async ({ page, browser, request }, testInfo) => {
    // Two edits, each followed to the site's pages: ~22 s on a busy two-core machine.
    test.slow();
    const name = uniqueText("Copperware", testInfo.project.name);
    const town = uniqueText("Testbury", testInfo.project.name);
    await signIn(page, addAccount("editor"));
    await page.goto("/admin/categories/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Description").fill("Kettles, pans and moulds.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Created.")).toBeVisible();
    await page.getByLabel("Name").fill(`${name} and brass`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/categories");
    await expect(visitorPage.locator(`[data-slug="${slugOf(name)}"]`)).toHaveText(`${name} and brass`);

    await page.goto("/admin/hotspots/new");
    await page.getByLabel("Name").fill(town);
    await page.getByLabel("State").selectOption("VT");
    await page.getByLabel("Latitude").fill("44.2601");
    await page.getByLabel("Longitude").fill("-72.5754");
    await page.getByLabel("Radius (km)").fill("10");
    await page.getByLabel("Description").fill("A made-up town for a test.");
    await page.getByLabel("Best time to visit").fill("Autumn");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Created.")).toBeVisible();
    const townSlug = `${slugOf(town)}-vt`;
    expect(page.url()).toContain(`/admin/hotspots/${townSlug}`);
    // Asked without the browser's HTTP cache, which keeps pages for a minute.
    expect((await request.get(`/${townSlug}`)).status()).toBe(200);
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page.getByText(`${town} was deleted.`)).toBeVisible();
    expect((await request.get(`/${townSlug}`)).status()).toBe(404);

    await page.goto(`/admin/hotspots/${townSlug}/history`);
    await page.getByRole("button", { name: "Restore this version" }).first().click();
    await expect(page.getByText("The earlier version is restored.")).toBeVisible();
    expect((await request.get(`/${townSlug}`)).status()).toBe(200);
    await visitor.close();
  });

  test("a new store is placed from its ZIP code, then moved by clicking the map", async ({ page }, testInfo) => {
    // A ZIP code only this run's store has: the directory places it where that store is.
    const zip = String(10000 + (Date.now() % 80000)).padStart(5, "0");
    await apiStore(uniqueText("Zip Barn", testInfo.project.name), { zipCode: zip, latitude: 42.2501, longitude: -73.7901 });
    await signIn(page, addAccount("editor"));
    await page.goto("/admin/stores/new");
    await page.getByLabel("Name").fill(uniqueText("Next Door Antiques", testInfo.project.name));
    await page.getByLabel("City").fill("Hudson");
    await page.getByLabel("State").selectOption("NY");
    await page.getByLabel("ZIP code").fill(zip);
    await page.getByRole("button", { name: "Find from ZIP code" }).click();
    await expect(page.getByText(`Coordinates filled in from 1 store in ZIP code ${zip}`)).toBeVisible();
    await expect(page.getByLabel("Latitude")).toHaveValue("42.2501");
    await expect(page.getByLabel("Longitude")).toHaveValue("-73.7901");
    // The map shows the pin there; a click elsewhere moves it and the fields follow.
    const map = page.getByRole("region", { name: "Map: click to place the store's pin" });
    await expect(map.locator(".pin-map-marker")).toBeVisible();
    const box = (await map.boundingBox())!;
    // Up and to the left of the pin (the map is centred on it): north and west of it.
    await map.click({ position: { x: box.width / 4, y: box.height / 4 } });
    await expect(page.getByLabel("Latitude")).not.toHaveValue("42.2501");
    expect(Number(await page.getByLabel("Latitude").inputValue())).toBeGreaterThan(42.2501);
    expect(Number(await page.getByLabel("Longitude").inputValue())).toBeLessThan(-73.7901);
  });

  test("axe finds no violations on these pages, and none is wider than the screen", async ({ page }) => {
    test.slow();
    await signIn(page, addAccount("editor"));
    for (const path of ["/admin/guides", "/admin/guides/new", "/admin/events", "/admin/events/new", "/admin/hotspots", "/admin/hotspots/new", "/admin/categories", "/admin/categories/new"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    // An existing guide, its history.
    await page.goto("/admin/guides");
    await page.locator(".console-table a").first().click();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "History" }).click();
    await expectNoAxeViolations(page);
  });
});
