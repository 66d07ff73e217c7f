// TEMPORARY (helper w3): run specs against a dev server + mock content. Delete me.
import { defineConfig, devices } from "@playwright/test";
process.env.E2E_BASE_URL ??= "http://127.0.0.1:5199";
process.env.E2E_CONTENT_URL ??= "http://127.0.0.1:1399";
export default defineConfig({
  testDir: "./e2e",
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL: process.env.E2E_BASE_URL, launchOptions: { executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] } },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    { name: "mobile", use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } },
  ],
});
