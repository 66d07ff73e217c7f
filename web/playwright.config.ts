import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// Pick free ports once, in the main process; workers inherit them through the environment.
function freePort(): string {
  return execFileSync(
    process.execPath,
    ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: "utf8" },
  ).trim();
}
process.env.E2E_WEB_PORT ??= freePort();
process.env.E2E_CONTENT_PORT ??= freePort();
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${process.env.E2E_WEB_PORT}`;
process.env.E2E_CONTENT_URL ??= `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`;

const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI absorbs a slow shared machine; a test that needs it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    { name: "mobile", use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } },
  ],
});
