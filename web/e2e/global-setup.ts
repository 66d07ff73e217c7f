// Builds what is missing, then starts the content service over a freshly seeded temporary SQLite
// database and the web server, both on free ports; returns the teardown that stops them.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const webDir = path.resolve(import.meta.dirname, "..");
const repoDir = path.resolve(webDir, "..");

async function waitFor(url: string, what: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms`);
}

export default async function globalSetup() {
  const tmp = mkdtempSync(path.join(tmpdir(), "antiques-e2e-"));
  const targetDir = process.env.CARGO_TARGET_DIR ? path.resolve(repoDir, process.env.CARGO_TARGET_DIR) : path.join(repoDir, "target");
  const contentBin = process.env.E2E_CONTENT_BIN ?? path.join(targetDir, "release", "antiques");
  if (!existsSync(contentBin)) {
    console.log("e2e: building the content service (cargo build --release)...");
    execFileSync("cargo", ["build", "--release", "-p", "antiques"], { cwd: repoDir, stdio: "inherit" });
  }

  // Build the web app into a private directory unless one is given, so parallel runs don't collide.
  let buildDir = process.env.E2E_WEB_BUILD_DIR;
  let ownBuildDir: string | undefined;
  if (!buildDir) {
    // Inside web/ so the server bundle resolves its packages from web/node_modules.
    buildDir = path.join(webDir, `build-e2e-${process.pid}`);
    ownBuildDir = buildDir;
    console.log("e2e: building the web app...");
    execFileSync("npx", ["react-router", "build"], {
      cwd: webDir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, BUILD_DIR: buildDir },
    });
  }

  const databaseUrl = `sqlite://${path.join(tmp, "e2e.db")}`;
  // The towns and ZIP codes of the whole US a search or trip may start from come from the
  // repository's hand-written stand-ins for the operator's files, so the suite runs on a fresh clone.
  const referencePlaces = path.join(repoDir, "crates", "api", "tests", "fixtures", "places");
  const contentEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    US_CITIES: path.join(referencePlaces, "uscities.csv"),
    ZIP_CENTROIDS: path.join(referencePlaces, "uszips.csv"),
    CONTENT_HOST: "127.0.0.1",
    CONTENT_PORT: process.env.E2E_CONTENT_PORT!,
    CONTENT_ADMIN_TOKEN: "e2e-admin-token",
    RUST_LOG: process.env.RUST_LOG ?? "warn",
  };
  execFileSync(contentBin, ["seed"], { env: contentEnv, stdio: ["ignore", "ignore", "inherit"] });
  const contentProcess = spawn(contentBin, ["serve"], { env: contentEnv, stdio: ["ignore", "inherit", "inherit"] });
  await waitFor(`${process.env.E2E_CONTENT_URL}/readyz`, "content service", contentProcess);

  // As production starts it: server.js names the Node options it runs with (its first line).
  const webProcess = spawn(path.join(webDir, "server.js"), [], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: process.env.E2E_WEB_PORT!,
      BUILD_DIR: buildDir,
      CONTENT_URL: process.env.E2E_CONTENT_URL!,
      PUBLIC_SITE_URL: process.env.E2E_BASE_URL!,
      // Tests must never reach the internet: map tiles come from a blocked local address.
      MAP_TILE_URL: process.env.E2E_MAP_TILE_URL ?? "http://127.0.0.1:9/{z}/{x}/{y}.png",
      // The page cache asks the catalogue version for every page, so a test sees its own change at
      // once; page-cache.spec.ts checks the default (asked at most every second).
      PAGE_CACHE_CHECK_MS: "0",
      // Two worker processes (the default on two cores is one), each rendering on a thread as well
      // (which the default gives one process on two cores): the suite goes through both paths, and
      // every page view it makes may be rendered by either thread.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "2",
      RENDER_THREADS: process.env.RENDER_THREADS ?? "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`${process.env.E2E_BASE_URL}/healthz`, "web server", webProcess);
  // Tests that start their own web server (e.g. against a stopped content service) reuse this build.
  process.env.E2E_BUILD_DIR = buildDir;
  process.env.E2E_DATABASE_URL = databaseUrl;
  // The console's suites add their own accounts with this binary (antiques user add).
  process.env.E2E_CONTENT_BIN = contentBin;
  process.env.E2E_ADMIN_TOKEN = contentEnv.CONTENT_ADMIN_TOKEN;

  return async () => {
    webProcess.kill("SIGTERM");
    contentProcess.kill("SIGTERM");
    rmSync(tmp, { recursive: true, force: true });
    if (ownBuildDir) rmSync(ownBuildDir, { recursive: true, force: true });
  };
}
