// Helpers of the editorial console's suites: accounts made with the `antiques user` command (as an
// administrator would), signing in through the login page, and stores made through the content API.
import { execFileSync } from "node:child_process";
import { type Browser, type Page, expect } from "./test";

export const PASSWORD = "e2e password long enough";

export interface Account {
  email: string;
  password: string;
}

let accounts = 0;

/** A new account of `role`, added with `antiques user add` (the password read from standard input). */
export function addAccount(role: "editor" | "admin", label: string = role): Account {
  accounts += 1;
  const email = `${label}-${process.pid}-${accounts}-${Date.now().toString(36)}@e2e.example.com`;
  execFileSync(process.env.E2E_CONTENT_BIN!, ["user", "add", email, "--role", role], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL!, RUST_LOG: "warn" },
    input: `${PASSWORD}\n`,
    stdio: ["pipe", "ignore", "inherit"],
  });
  return { email, password: PASSWORD };
}

/** Signs in on the login page the page is on (or goes there first). */
export async function signIn(page: Page, account: Account) {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** A page of its own (own cookies) signed in as a new account. */
export async function signedInPage(browser: Browser, role: "editor" | "admin" = "editor", label?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = addAccount(role, label);
  await signIn(page, account);
  return { page, account, context };
}

/** Creates a published store through the content API (admin token); returns it. */
export async function apiStore(name: string, extra: Record<string, unknown> = {}) {
  const response = await fetch(`${process.env.E2E_CONTENT_URL}/api/stores`, {
    method: "POST",
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ data: { name, city: "Hudson", state: "NY", latitude: 42.25, longitude: -73.79, ...extra } }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { documentId: string; slug: string; name: string } }).data;
}
