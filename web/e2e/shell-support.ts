// Helpers for the site-shell specs: which search box a viewport uses, reading the real content API,
// and a private web server in front of a content service the test can stop, restart or break.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, expect, waitForHydration } from "./test";
import "../app/lib/runtime/router-globals";

export const contentUrl = () => process.env.E2E_CONTENT_URL!;

/**
 * A desktop Chrome's User-Agent, for requests made outside the browser: the server answers crawlers
 * (isbot, which counts headless Chromium's own User-Agent and bare HTTP clients among them) with
 * plain-text error pages.
 */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** Below the md breakpoint (960 px) the header search lives in the mobile menu. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 960;
}

/** The name-search input a visitor of this viewport uses (opening the mobile menu first). */
export async function openNameSearch(page: Page) {
  if (isMobile(page)) {
    await waitForHydration(page);
    await page.getByTestId("hamburger").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    return page.getByTestId("name-search-input-menu");
  }
  // The header box turns into the combobox on the first sign of intent (NameSearchBox).
  const input = page.getByTestId("name-search-input-header");
  await input.click();
  await expect(input).toHaveAttribute("data-enhanced", "true");
  await expect(input).toBeFocused();
  return input;
}

// The server-rendered hamburger does nothing before hydration: specs opening the menu wait for it.
export { waitForHydration };

export async function contentJson<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${contentUrl()}${pathAndQuery}`);
  expect(response.ok, `${pathAndQuery} answered ${response.status}`).toBeTruthy();
  return (await response.json()) as T;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A stand-in content service on a fixed port: it forwards to the real one, answers every call with
 * an error status, or is stopped altogether (connection refused, like a crashed service).
 */
export class ContentStandIn {
  mode: "forward" | number = "forward";
  /** The path and query of every call received, decoded, in order. */
  readonly calls: string[] = [];
  private server: http.Server | null = null;
  constructor(readonly port: number) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = http.createServer(async (req, res) => {
      this.calls.push(decodeURIComponent(req.url ?? ""));
      if (this.mode !== "forward") {
        const status = this.mode;
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({
            data: null,
            error: { status, name: "StandInError", message: `Stand-in content service answered ${status}`, details: {} },
          }),
        );
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && key !== "host" && key !== "connection") headers.set(key, value);
      }
      const upstream = await fetch(`${contentUrl()}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, {
        "Content-Type": upstream.headers.get("content-type") ?? "application/json",
      });
      res.end(body);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A production web server (server.js over the suite's build) talking to `contentUrl`. */
export class WebServer {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly contentUrl: string,
    /** More environment for this server (e.g. ERROR_REPORTING_DSN). */
    readonly env: Record<string, string> = {},
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The process id of the running server (one process, WEB_CONCURRENCY=1 unless the spec sets more, with its render threads). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const buildDir = process.env.E2E_BUILD_DIR;
    if (!buildDir) throw new Error("E2E_BUILD_DIR is not set: run through playwright.config.ts");
    const webDir = path.resolve(import.meta.dirname, "..");
    // As production starts it: server.js names the Node options it runs with (its first line).
    this.child = spawn(path.join(webDir, "server.js"), [], {
      cwd: webDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(this.port),
        BUILD_DIR: buildDir,
        CONTENT_URL: this.contentUrl,
        PUBLIC_SITE_URL: this.url,
        MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
        WEB_CONCURRENCY: "1",
        // The page cache asks the content service's catalogue version for every page, so a test sees
        // a change (or an outage) at once; the bound of the default (a second) has its own spec.
        PAGE_CACHE_CHECK_MS: "0",
        ...this.env,
      },
      stdio: ["ignore", process.env.E2E_DEBUG ? "inherit" : "ignore", process.env.E2E_DEBUG ? "inherit" : "ignore"],
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`web server exited with ${this.child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("web server did not start");
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    await stopProcess(child);
  }
}

/** Sends SIGTERM to a server process the suite started and waits until it has exited. */
export async function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** A content service over its own freshly seeded SQLite database, which a spec may change, stop and
 * restart; writes go with its admin token. */
export class ContentService {
  private child: ChildProcess | null = null;
  readonly dir: string;
  readonly adminToken: string;
  constructor(
    readonly port: number,
    name: string,
  ) {
    this.dir = mkdtempSync(path.join(tmpdir(), `antiques-${name}-`));
    this.adminToken = `${name}-admin-token`;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  private get env() {
    return {
      ...process.env,
      DATABASE_URL: `sqlite://${path.join(this.dir, "content.db")}`,
      CONTENT_HOST: "127.0.0.1",
      CONTENT_PORT: String(this.port),
      CONTENT_ADMIN_TOKEN: this.adminToken,
      RUST_LOG: "warn",
    };
  }

  seed(stores = 60) {
    execFileSync(process.env.E2E_CONTENT_BIN!, ["seed", "--stores", String(stores)], { env: this.env, stdio: "ignore" });
  }

  async start() {
    this.child = spawn(process.env.E2E_CONTENT_BIN!, ["serve"], { env: this.env, stdio: "ignore" });
    await expect
      .poll(async () => (await fetch(`${this.url}/readyz`).catch(() => undefined))?.status, { timeout: 30_000 })
      .toBe(200);
  }

  async stop() {
    const child = this.child;
    this.child = null;
    await stopProcess(child);
  }

  async write(method: string, pathname: string, data: unknown) {
    const response = await fetch(`${this.url}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${this.adminToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ data }),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as { data: { slug: string } };
  }
}
