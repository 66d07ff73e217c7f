// The review workflow from both sides: an owner submits a store and an editor approves it; a claim
// is approved and the store shows as verified; a visitor reports a change and the editor applies it.
import { type Browser, expect, test } from "./test";
import { addAccount, apiStore, signIn } from "./console-support";
import { expectNoAxeViolations, uniqueText } from "./owner-support";

/** A page with cookies of its own (a visitor, an owner or an editor). */
const fresh = async (browser: Browser) => (await browser.newContext()).newPage();

test.describe("review workflow", () => {
  // Each test is a whole workflow: two or three browsers, an editor's sign-in (Argon2id), axe
  // checks and a store page seen before and after: 25–30 s on a busy two-core machine.
  test.beforeEach(() => test.slow());

  test("an owner submits a store, an editor approves it, and the store is live and verified", async ({ browser }, testInfo) => {
    const name = uniqueText("Submitted Barn", testInfo.project.name);
    const owner = await fresh(browser);
    await owner.goto("/add-store");
    const form = owner.locator("#add-store-form");
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="address"]').fill("12 Main Street");
    await form.locator('[name="city"]').fill("Round Top");
    await form.locator('[name="state"]').selectOption("TX");
    await form.locator('[name="zipCode"]').fill("78954");
    await form.locator('[name="email"]').fill("owner@example.com");
    await form.getByRole("button", { name: "Send for review" }).click();
    await expect(owner.getByTestId("form-confirmation")).toBeVisible();
    await owner.close();

    const page = await fresh(browser);
    await signIn(page, addAccount("editor"));
    await page.getByRole("link", { name: "Submissions", exact: true }).click();
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page.getByRole("heading", { name: "What was sent" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await page.getByLabel("Latitude").fill("30.0658");
    await page.getByLabel("Longitude").fill("-96.6961");
    await page.getByRole("button", { name: "Approve and publish" }).click();
    await expect(page.getByRole("status").first()).toContainText("Approved by");

    const storeLink = page.getByRole("main").getByRole("link", { name });
    await storeLink.click();
    const slug = await page.getByLabel("Address on the site").inputValue();
    const visitor = await fresh(browser);
    await visitor.goto(`/stores/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(visitor.getByTestId("last-verified")).toContainText("Last verified");
    await visitor.close();
    await page.close();
  });

  test("an approved claim makes the store verified on its page", async ({ browser }, testInfo) => {
    const store = await apiStore(uniqueText("Claimed Barn", testInfo.project.name));
    const owner = await fresh(browser);
    await owner.goto(`/claim?store=${store.slug}`);
    const form = owner.locator("#claim-form");
    await form.locator('[name="name"]').fill("Pat Owner");
    await form.locator('[name="role"]').selectOption("Owner");
    await form.locator('[name="email"]').fill("pat@example.com");
    await form.getByRole("button", { name: "Send claim" }).click();
    await expect(owner.getByTestId("form-confirmation")).toBeVisible();
    await owner.close();

    const page = await fresh(browser);
    await signIn(page, addAccount("editor"));
    await page.goto("/admin/claims");
    await page.getByRole("link", { name: store.slug }).first().click();
    await expectNoAxeViolations(page);
    await page.getByLabel(/Or another store/).fill(store.slug);
    await page.getByRole("button", { name: "Approve the claim" }).click();
    await expect(page.getByRole("status").first()).toContainText("Approved by");

    const visitor = await fresh(browser);
    await visitor.goto(`/stores/${store.slug}`);
    await expect(visitor.getByRole("heading", { name: "Verified listing" })).toBeVisible();
    await expect(visitor.getByTestId("last-verified")).toContainText("Last verified");
    await expect(visitor.getByText("pat@example.com")).toHaveCount(0);
    await visitor.close();
    await page.close();
  });

  test("a visitor reports a change, the editor applies it, and the page shows it", async ({ browser }, testInfo) => {
    const store = await apiStore(uniqueText("Reported Barn", testInfo.project.name));
    const visitor = await fresh(browser);
    await visitor.goto(`/stores/${store.slug}`);
    await visitor.getByTestId("report-link").click();
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Report a change");
    await expectNoAxeViolations(visitor);
    await visitor.getByLabel("The opening hours are wrong").check();
    await visitor.getByLabel("What is right now?").fill("Open Thursday to Sunday, 10 to 5.");
    await visitor.getByRole("button", { name: "Send the report" }).click();
    await expect(visitor.getByTestId("form-confirmation")).toBeVisible();

    const page = await fresh(browser);
    await signIn(page, addAccount("editor"));
    await page.goto("/admin/reports");
    await page.getByRole("link", { name: new RegExp(store.name) }).first().click();
    await expect(page.getByText("Open Thursday to Sunday, 10 to 5.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Description", { exact: true }).fill("Open Thursday to Sunday.");
    await page.getByRole("button", { name: "Apply the changes and mark verified" }).click();
    await expect(page.getByRole("status").first()).toContainText("Applied by");

    // A new visitor (the first one's browser may keep the page for a minute, as pages allow).
    const later = await fresh(browser);
    await later.goto(`/stores/${store.slug}`);
    await expect(later.getByText("Open Thursday to Sunday.").first()).toBeVisible();
    await expect(later.getByTestId("last-verified")).toContainText("Last verified");
    await later.close();
    await visitor.close();
    await page.close();
  });
});
