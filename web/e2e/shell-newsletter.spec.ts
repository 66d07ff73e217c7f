// Newsletter signup: validation, states, messages, the 3000 ms reset, storage in
// the content service, and the plain form post without JavaScript. Desktop and mobile.
import { type Page, expect, test } from "./test";
import { USER_MESSAGES } from "../app/lib/content/errors";
import { SIGNUP } from "../app/lib/messages";
import "../app/lib/runtime/router-globals";
import { contentUrl } from "./shell-support";

const uniqueEmail = (tag: string) => `Shell.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@Example.COM`;

function footerForm(page: Page) {
  const section = page.getByTestId("newsletter-footer");
  return {
    section,
    input: section.getByRole("textbox", { name: "E-mail address" }),
    button: section.getByRole("button"),
    message: section.getByRole("status"),
  };
}

/** Stored signups, read through the content service's admin API. */
async function storedSignups(): Promise<{ email: string; source: string }[]> {
  const response = await fetch(`${contentUrl()}/api/email-signups?pagination[pageSize]=100`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  });
  expect(response.ok).toBeTruthy();
  return ((await response.json()) as { data: { email: string; source: string }[] }).data;
}

/**
 * Waits until the page is hydrated: the server renders the form so that it posts without JavaScript;
 * once hydrated, the submit button follows the field (disabled while it is empty or invalid).
 */
async function hydrated(page: Page) {
  const { input, button } = footerForm(page);
  await page.waitForFunction(() => typeof window.__antiquesLoadRoute === "function");
  await input.focus();
  await expect(button).toBeDisabled();
  await expect(input).toBeFocused();
}

test("the field is a required e-mail with a loose pattern; submit is disabled while invalid", async ({ page }) => {
  await page.goto("/about");
  const { input, button } = footerForm(page);
  await expect(input).toHaveAttribute("type", "email");
  await expect(input).toHaveAttribute("required", "");
  await expect(input).toHaveAttribute("pattern", /@/);
  await hydrated(page);
  await expect(button).toHaveText(SIGNUP.subscribe);
  for (const bad of ["ann", "ann@", "ann@example", "ann @example.com"]) {
    await input.fill(bad);
    await expect(button).toBeDisabled();
  }
  await input.fill("ann@example.com");
  await expect(button).toBeEnabled();
});

test("subscribes: pending, success, field cleared, stored trimmed and lower-cased with its source", async ({ page }) => {
  const email = uniqueEmail("ok");
  const posted: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/resources/newsletter", async (route) => {
    posted.push(route.request().postData() ?? "");
    await held;
    await route.continue();
  });
  await page.goto("/about");
  const { input, button, message } = footerForm(page);
  await hydrated(page);
  await input.fill(`  ${email}  `);
  await button.click();
  await expect(button).toHaveText(SIGNUP.pending);
  await expect(button).toBeDisabled();
  release();
  await expect(button).toHaveText(SIGNUP.subscribed);
  await expect(button).toBeDisabled();
  await expect(message).toHaveText(SIGNUP.success);
  await expect(input).toHaveValue("");
  expect(posted).toHaveLength(1);
  expect(posted[0]).toContain(email.toLowerCase());
  expect(posted[0]).not.toContain(email);
  const stored = await storedSignups();
  expect(stored).toContainEqual(expect.objectContaining({ email: email.toLowerCase(), source: "footer" }));
});

test("goes back to idle 3000 ms after success", async ({ page }) => {
  await page.route("**/resources/newsletter", (route) => route.fulfill({ json: { success: true } }));
  await page.clock.install();
  await page.goto("/about");
  const { input, button, message } = footerForm(page);
  await hydrated(page);
  await input.fill("reset@example.com");
  // Stop the clock: from here on only runFor moves it.
  await page.clock.pauseAt(Date.now() + 10_000);
  await button.click();
  await expect(button).toHaveText(SIGNUP.subscribed);
  await page.clock.runFor(SIGNUP.resetAfterMs - 10);
  await expect(button).toHaveText(SIGNUP.subscribed);
  await expect(message).toHaveText(SIGNUP.success);
  await page.clock.runFor(10);
  await expect(button).toHaveText(SIGNUP.subscribe);
  await expect(message).toHaveText("");
});

test("an unsuccessful response says 'Signup failed. Please try again.'", async ({ page }) => {
  await page.route("**/resources/newsletter", (route) => route.fulfill({ json: { success: false } }));
  await page.goto("/about");
  const { input, button, message } = footerForm(page);
  await hydrated(page);
  await input.fill("nope@example.com");
  await button.click();
  await expect(message).toHaveText(SIGNUP.unsuccessful);
  await expect(button).toHaveText(SIGNUP.subscribe);
  await expect(button).toBeEnabled();
  await expect(input).toHaveValue("nope@example.com");
});

test("a failure shows the server message, else what went wrong in the catalogue's words, else the fallback", async ({ page }) => {
  let mode: "server" | "exception" | "fallback" = "server";
  await page.route("**/resources/newsletter", (route) => {
    if (mode === "server") {
      return route.fulfill({ status: 429, json: { success: false, message: "Too many signups from your address." } });
    }
    if (mode === "exception") return route.abort("connectionrefused");
    return route.fulfill({ status: 500, contentType: "text/html", body: "<h1>oops</h1>" });
  });
  await page.goto("/about");
  const { input, button, message } = footerForm(page);
  await hydrated(page);
  await input.fill("fail@example.com");
  await button.click();
  await expect(message).toHaveText("Too many signups from your address.");
  // The request never reached the server: the error catalogue's network message, not the browser's
  // "Failed to fetch".
  mode = "exception";
  await button.click();
  await expect(message).toHaveText(USER_MESSAGES.network);
  mode = "fallback";
  await button.click();
  await expect(message).toHaveText(SIGNUP.fallbackError);
});

test("the action refuses an invalid address with the validation message", async ({ request }) => {
  const response = await request.post("/resources/newsletter", {
    form: { email: "not-an-email", source: "footer" },
    headers: { Accept: "application/json" },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ success: false, message: USER_MESSAGES.validation });
});

test("a filled honeypot looks like success but stores nothing", async ({ page, request }) => {
  // The trap is in the form, out of sight and out of reach for people.
  await page.goto("/about");
  const trap = page.getByTestId("newsletter-footer").locator(".form-honeypot");
  await expect(trap).toHaveAttribute("aria-hidden", "true");
  await expect(trap.locator("input")).toHaveAttribute("tabindex", "-1");
  await expect(trap).not.toBeInViewport();

  const email = uniqueEmail("bot");
  const response = await request.post("/resources/newsletter", {
    form: { email, source: "footer", contact_me_by_fax: "call me" },
    headers: { Accept: "application/json" },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  expect((await storedSignups()).map((s) => s.email)).not.toContain(email.toLowerCase());
});

test("the inline source is stored as inline", async ({ request }) => {
  const email = uniqueEmail("inline");
  const response = await request.post("/resources/newsletter", {
    form: { email, source: "inline" },
    headers: { Accept: "application/json" },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  expect(await storedSignups()).toContainEqual(expect.objectContaining({ email: email.toLowerCase(), source: "inline" }));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post subscribes and comes back with the result", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/about");
    const { input, button, message } = footerForm(page);
    await input.fill(email);
    await button.click();
    await expect(page).toHaveURL(/\/about\?newsletter=footer\.subscribed#newsletter-footer$/);
    await expect(message).toHaveText(SIGNUP.success);
    expect(await storedSignups()).toContainEqual(expect.objectContaining({ email: email.toLowerCase(), source: "footer" }));
  });
});
