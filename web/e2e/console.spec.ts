// The editorial console in a browser: signing in and out, drafts and publishing, concurrent edits,
// history and restore, CSRF, a session that ends while an editor types, and accessibility.
import { expect, test } from "./test";
import { addAccount, apiStore, signIn, signedInPage } from "./console-support";
import { expectNoAxeViolations, uniqueText } from "./owner-support";

test.describe("editorial console", () => {
  test("without a session every console page leads to the login page and back", async ({ page }) => {
    const response = await page.goto("/admin/stores?status=draft");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

    // A wrong password is refused with a message, and nothing tells whether the address exists.
    await page.getByLabel("E-mail address").fill("nobody@e2e.example.com");
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("not right");

    const account = addAccount("editor");
    await signIn(page, account);
    await expect(page).toHaveURL(/\/admin\/stores\?status=draft$/);
    await expect(page.getByRole("heading", { name: "Stores" })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
  });

  test("a session that ends between pages: the next link leads to the login page and back to that page", async ({ page }) => {
    await page.goto("/admin/login");
    await signIn(page, addAccount("editor"));
    await expect(page).toHaveURL(/\/admin$/);
    await page.context().clearCookies();
    // A link in the console is a client-side navigation: its loader runs for a route data request.
    await page.getByRole("link", { name: "Newsletter signups", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsignups$/);
    await expect(page.getByRole("status")).toContainText("Your session has ended.");
    await signIn(page, addAccount("editor"));
    await expect(page).toHaveURL(/\/admin\/signups$/);
  });

  test("a draft stays off the site until an editor publishes it", async ({ page }, testInfo) => {
    const name = uniqueText("Draft Barn", testInfo.project.name);
    await signIn(page, addAccount("editor"));
    await page.goto("/admin/stores/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("City").fill("Hudson");
    await page.getByLabel("State").selectOption("NY");
    await page.getByLabel("Phone numbers").fill("518 555 0142");
    await page.getByLabel("Latitude").fill("42.2529");
    await page.getByLabel("Longitude").fill("-73.7909");
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("status")).toHaveText("Store created.");
    await expect(page.getByText("Draft: this store is not on the public site.")).toBeVisible();
    // The number is stored as the content service writes phone numbers.
    await expect(page.getByLabel("Phone numbers")).toHaveValue("(518) 555-0142");

    const documentId = new URL(page.url()).pathname.split("/").pop()!;
    const stored = await (await fetch(`${process.env.E2E_CONTENT_URL}/api/admin/stores/${documentId}`, {
      headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    })).json();
    const slug = stored.data.slug as string;
    const hidden = await page.request.get(`/stores/${slug}`);
    expect(hidden.status()).toBe(404);

    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status")).toHaveText("Published: the store is on the site.");
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/stores/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(visitor.getByText("(518) 555-0142").first()).toBeVisible();
    await visitor.close();
  });

  test("the second of two editors saving the same store is refused, keeping what they typed", async ({ browser }, testInfo) => {
    test.skip(test.info().project.name === "mobile", "a rule of the content service, the same at every width");
    const store = await apiStore(uniqueText("Contested Barn", testInfo.project.name));
    const ann = await signedInPage(browser, "editor", "ann");
    const bob = await signedInPage(browser, "editor", "bob");
    await ann.page.goto(`/admin/stores/${store.documentId}`);
    await bob.page.goto(`/admin/stores/${store.documentId}`);

    await bob.page.getByLabel("Description", { exact: true }).fill("Bob was here first.");
    await bob.page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(bob.page.getByRole("status")).toHaveText("Saved.");

    await ann.page.getByLabel("Description", { exact: true }).fill("Ann's longer description.");
    await ann.page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(ann.page.getByRole("alert")).toContainText(bob.account.email);
    await expect(ann.page.getByLabel("Description", { exact: true })).toHaveValue("Ann's longer description.");
    await ann.page.goto(`/admin/stores/${store.documentId}`);
    await expect(ann.page.getByLabel("Description", { exact: true })).toHaveValue("Bob was here first.");
    await ann.context.close();
    await bob.context.close();
  });

  test("the history shows each change field by field and restores a version", async ({ page }, testInfo) => {
    const original = uniqueText("History Barn", testInfo.project.name);
    const store = await apiStore(original);
    await signIn(page, addAccount("editor"));
    await page.goto(`/admin/stores/${store.documentId}`);
    await page.getByLabel("Name").fill(`${original} Renamed`);
    await page.getByLabel("Address on the site").fill(`${store.slug}-renamed`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");

    // The old address leads to the renamed store.
    const old = await page.request.get(`/stores/${store.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()["location"]).toBe(`/stores/${store.slug}-renamed`);

    await page.getByRole("link", { name: "History" }).click();
    const latest = page.locator(".console-history-entry").first();
    await expect(latest.getByRole("row", { name: /^name/ })).toContainText(original);
    await expect(latest.getByRole("row", { name: /^name/ })).toContainText(`${original} Renamed`);
    await page.locator(".console-history-entry").nth(1).getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByRole("status")).toHaveText("The earlier version is restored.");
    await expect(page.getByLabel("Name")).toHaveValue(original);
  });

  test("a form without its CSRF token is refused and changes nothing", async ({ page }, testInfo) => {
    test.skip(test.info().project.name === "mobile", "a rule of the content service, the same at every width");
    const store = await apiStore(uniqueText("Guarded Barn", testInfo.project.name));
    await signIn(page, addAccount("editor"));
    await page.goto(`/admin/stores/${store.documentId}`);
    // The save goes out with a forged token: rewritten on the wire, so neither hydration nor a
    // re-render can put the real one back first.
    await page.route(`**/admin/stores/${store.documentId}*`, async (route) => {
      const body = route.request().postData();
      if (route.request().method() !== "POST" || !body) return route.continue();
      await route.continue({ postData: body.replace(/(^|&)csrf=[^&]*/, "$1csrf=forged") });
    });
    await page.getByLabel("Description", { exact: true }).fill("Forged words");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("did not come from this site");
    await page.unroute(`**/admin/stores/${store.documentId}*`);
    await page.goto(`/admin/stores/${store.documentId}`);
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("");

    // Signing out without the token is refused too: the session stays.
    const forged = await page.request.post("/admin/logout", { form: { csrf: "forged" } });
    expect(forged.status()).toBe(403);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("signing out ends the session everywhere", async ({ browser }) => {
    const { page, context } = await signedInPage(browser);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "antiques_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status")).toHaveText("You have signed out.");

    // The same token, kept elsewhere, no longer signs anyone in.
    const other = await browser.newContext();
    await other.addCookies([session!]);
    const stolen = await other.newPage();
    await stolen.goto("/admin");
    expect(new URL(stolen.url()).pathname).toBe("/admin/login");
    await other.close();
    await context.close();
  });

  test("a session that ends while an editor types keeps the text and saves after signing in again", async ({ page }, testInfo) => {
    const store = await apiStore(uniqueText("Patient Barn", testInfo.project.name));
    const account = addAccount("editor");
    await signIn(page, account);
    await page.goto(`/admin/stores/${store.documentId}`);
    await page.getByLabel("Description", { exact: true }).fill("Typed before the session ended.");
    // The session ends elsewhere (signed out in another tab).
    const csrf = await page.locator('form.console-form input[name="csrf"]').inputValue();
    await page.request.post("/admin/logout", { form: { csrf } });

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("session ended");
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Typed before the session ended.");
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Typed before the session ended.");
  });

  test("a refused value is shown beside its field", async ({ page }, testInfo) => {
    const store = await apiStore(uniqueText("Careful Barn", testInfo.project.name));
    await signIn(page, addAccount("editor"));
    await page.goto(`/admin/stores/${store.documentId}`);
    await page.getByLabel("E-mail addresses").fill("not an address");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    const field = page.getByLabel("E-mail addresses");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".field-invalid .field-error")).toContainText("not an e-mail address");
  });

  test("an editor cannot manage accounts; an admin adds one, which then signs in", async ({ browser }) => {
    test.skip(test.info().project.name === "mobile", "a rule of the content service, the same at every width");
    const editor = await signedInPage(browser, "editor");
    await expect(editor.page.getByRole("link", { name: "Accounts" })).toHaveCount(0);
    const refused = await editor.page.goto("/admin/accounts");
    expect(refused?.status()).toBe(403);
    await expect(editor.page.getByRole("alert")).toContainText("Only an admin may manage accounts.");
    await editor.context.close();

    const admin = await signedInPage(browser, "admin");
    await admin.page.getByRole("link", { name: "Accounts" }).click();
    const email = `new-${Date.now().toString(36)}@e2e.example.com`;
    await admin.page.getByLabel("E-mail address").fill(email);
    await admin.page.getByRole("button", { name: "Add the account" }).click();
    const notice = await admin.page.getByRole("status").first().textContent();
    const password = /is (\S+)\. It is shown only now/.exec(notice ?? "")?.[1];
    expect(password, notice ?? "").toBeTruthy();
    await expect(admin.page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    await admin.context.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, { email, password: password! });
    await expect(page.getByText(email)).toBeVisible();
    await context.close();
  });

  test("editors search and export newsletter signups; admins delete an address", async ({ browser }, testInfo) => {
    test.skip(test.info().project.name === "mobile", "a rule of the content service, the same at every width");
    const email = `signup-${testInfo.project.name}-${Date.now().toString(36)}@e2e.example.com`;
    const sent = await fetch(`${process.env.E2E_CONTENT_URL}/api/email-signups/submit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, source: "footer" }),
    });
    expect(sent.status).toBe(200);
    const editor = await signedInPage(browser, "editor");
    await editor.page.goto("/admin/signups");
    await editor.page.getByLabel("Search addresses").fill(email);
    await editor.page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(editor.page.getByRole("cell", { name: email })).toBeVisible();
    await expect(editor.page.getByRole("button", { name: /Delete/ })).toHaveCount(0);
    const csv = await editor.page.request.get("/admin/signups/export");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`${email},footer,`);
    await editor.context.close();

    const admin = await signedInPage(browser, "admin");
    await admin.page.goto(`/admin/signups?q=${encodeURIComponent(email)}`);
    await admin.page.getByRole("button", { name: `Delete ${email}` }).click();
    await expect(admin.page.getByRole("status").first()).toHaveText(`${email} was deleted.`);
    await admin.page.goto(`/admin/signups?q=${encodeURIComponent(email)}`);
    await expect(admin.page.getByText("No signups match.")).toBeVisible();
    await admin.context.close();
  });

  test("axe finds no violations on the console's pages", async ({ page }, testInfo) => {
    // Twelve pages, each loaded and checked by axe: more than the default time on a busy machine.
    test.slow();
    await page.goto("/admin/login");
    await expectNoAxeViolations(page);
    const store = await apiStore(uniqueText("Accessible Barn", testInfo.project.name));
    await signIn(page, addAccount("admin"));
    for (const path of [
      "/admin",
      "/admin/stores",
      "/admin/stores/new",
      `/admin/stores/${store.documentId}`,
      `/admin/stores/${store.documentId}/history`,
      "/admin/submissions",
      "/admin/claims",
      "/admin/reports?status=any",
      "/admin/enquiries",
      "/admin/signups",
      "/admin/accounts",
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      // Nothing wider than the screen (wide tables scroll inside their own box).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
