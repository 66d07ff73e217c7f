import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, WEB_ENV_DEFAULTS, readWebConfig, renderThreads, webEnv, workerProcesses } from "../../../config.mjs";

describe("the web server's configuration (web/config.mjs)", () => {
  it("has the README's defaults", () => {
    const config = readWebConfig({});
    expect(config).toMatchObject({
      host: "127.0.0.1",
      port: 3000,
      webConcurrency: undefined,
      renderThreads: undefined,
      trustProxy: false,
      pageCacheControl: "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
      pageCacheBytes: 16 * 1024 * 1024,
      pageCacheMaxAgeMs: 60_000,
      pageCacheCheckMs: 1000,
      buildDir: "build",
      buildsConfig: "builds.config.json",
      contentUrl: "http://127.0.0.1:1337",
      contentReadToken: "",
      publicSiteUrl: "http://127.0.0.1:3000",
      mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      analyticsScriptUrl: "",
      analyticsSiteId: "",
      errorReportingDsn: "",
      errorReportingEnvironment: "production",
      buildPollIntervalMs: 300_000,
      formBodyLimit: 64 * 1024,
      uploadBodyLimit: 16 * 1024 * 1024 + 64 * 1024,
    });
  });

  it("reads body limits as sizes, and stops at one that is not", () => {
    expect(readWebConfig({ WEB_FORM_BODY_LIMIT: "128kb", WEB_UPLOAD_BODY_LIMIT: "32mb" })).toMatchObject({
      formBodyLimit: 128 * 1024,
      uploadBodyLimit: 32 * 1024 * 1024,
    });
    expect(readWebConfig({ WEB_FORM_BODY_LIMIT: "4096" }).formBodyLimit).toBe(4096);
    for (const value of ["lots", "0", "-1kb", "1tb"]) {
      expect(() => readWebConfig({ WEB_FORM_BODY_LIMIT: value }), value).toThrow(/WEB_FORM_BODY_LIMIT must be a size/);
    }
  });

  it("treats an empty value as unset, except PAGE_CACHE_CONTROL (empty: no Cache-Control)", () => {
    const config = readWebConfig({ PORT: "", CONTENT_URL: "", ERROR_REPORTING_ENVIRONMENT: "", PAGE_CACHE_CONTROL: "" });
    expect(config.port).toBe(3000);
    expect(config.contentUrl).toBe(WEB_ENV_DEFAULTS.CONTENT_URL);
    expect(config.errorReportingEnvironment).toBe("production");
    expect(config.pageCacheControl).toBe("");
    expect(webEnv("BUILD_DIR", { BUILD_DIR: "" })).toBe("build");
    expect(webEnv("BUILD_DIR", { BUILD_DIR: "build-e2e" })).toBe("build-e2e");
  });

  it("reads the values it is given", () => {
    const config = readWebConfig({
      PORT: "8080",
      WEB_CONCURRENCY: "1",
      RENDER_THREADS: "0",
      TRUST_PROXY: "true",
      PUBLIC_SITE_URL: "https://antiques.example/",
      BUILD_POLL_INTERVAL_MS: "60000",
      PAGE_CACHE_MB: "0",
      PAGE_CACHE_CHECK_MS: "0",
    });
    expect(config).toMatchObject({
      pageCacheBytes: 0,
      pageCacheCheckMs: 0,
      port: 8080,
      webConcurrency: 1,
      renderThreads: 0,
      trustProxy: 1,
      publicSiteUrl: "https://antiques.example",
      buildPollIntervalMs: 60_000,
    });
  });

  it("renders on every CPU by default: processes for all but one, threads for the one they leave", () => {
    const defaults = readWebConfig({});
    // [CPUs, worker processes, render threads each]
    const cases: [number, number, number][] = [
      [1, 1, 0],
      [2, 1, 1],
      [3, 2, 0],
      [8, 7, 0],
    ];
    for (const [cpus, processes, threads] of cases) {
      expect([cpus, workerProcesses(defaults, cpus), renderThreads(defaults, cpus)]).toEqual([cpus, processes, threads]);
    }
    // What is set wins; a process count of its own leaves the CPUs it does not take to threads.
    expect(renderThreads(readWebConfig({ RENDER_THREADS: "0" }), 2)).toBe(0);
    expect(renderThreads(readWebConfig({ RENDER_THREADS: "3" }), 2)).toBe(3);
    expect([workerProcesses(readWebConfig({ WEB_CONCURRENCY: "2" }), 8), renderThreads(readWebConfig({ WEB_CONCURRENCY: "2" }), 8)]).toEqual([2, 3]);
    expect(renderThreads(readWebConfig({ WEB_CONCURRENCY: "2" }), 2)).toBe(0);
  });

  it("trusts a proxy by hops or by its addresses", () => {
    expect(readWebConfig({}).trustProxy).toBe(false);
    expect(readWebConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    // One hop: the address the proxy in front adds, never one a visitor wrote before it.
    expect(readWebConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(readWebConfig({ TRUST_PROXY: "10.0.0.0/8, loopback, 2001:db8::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
      "2001:db8::1",
    ]);
    for (const bad of ["10.0.0.0/33", "proxy.example", "10.0.0.1/8/1", ","]) {
      expect(() => readWebConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it("refuses values that do not fit, naming every variable", () => {
    let error: unknown;
    try {
      readWebConfig({
        PORT: "http",
        WEB_CONCURRENCY: "0",
        RENDER_THREADS: "two",
        TRUST_PROXY: "yes",
        CONTENT_URL: "127.0.0.1:1337",
        BUILD_POLL_INTERVAL_MS: "5 minutes",
        PAGE_CACHE_MB: "lots",
        PAGE_CACHE_MAX_AGE_S: "0",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a whole number from 0 to 65535, not "http"',
      'WEB_CONCURRENCY must be a whole number from 1 to 1024, not "0"',
      'RENDER_THREADS must be a whole number from 0 to 64, not "two"',
      'TRUST_PROXY must be true, false or a list of proxy addresses or networks (10.0.0.0/8, loopback), not "yes"',
      'PAGE_CACHE_MB must be a whole number from 0 to 65536, not "lots"',
      'PAGE_CACHE_MAX_AGE_S must be a whole number from 1 to 86400, not "0"',
      'CONTENT_URL must be an absolute http:// or https:// address, not "127.0.0.1:1337"',
      'BUILD_POLL_INTERVAL_MS must be a whole number of at least 1, not "5 minutes"',
    ]);
  });
});

describe("the repository's .env.example", () => {
  const file = fileURLToPath(new URL("../../../../.env.example", import.meta.url));

  it("is read by bash as `make run` reads a .env, and shows the web server's defaults", () => {
    // scripts/run.sh and scripts/dev.sh: `set -a; . ./.env; set +a` under `set -euo pipefail`.
    // `--norc`, and no stdin: bash reads ~/.bashrc when its stdin is a socket (Node's pipes are).
    const script = 'set -euo pipefail; set -a; . "$1"; set +a; env -0';
    const read = spawnSync("bash", ["--norc", "-c", script, "bash", file], {
      env: { PATH: process.env.PATH },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
    });
    expect(read.stderr).toBe("");
    expect(read.status).toBe(0);
    const env = Object.fromEntries(
      read.stdout
        .split("\0")
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    const shown = [...readFileSync(file, "utf8").matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]!);
    const webNames = shown.filter((name): name is keyof typeof WEB_ENV_DEFAULTS => name in WEB_ENV_DEFAULTS);
    expect(webNames).toContain("MAP_TILE_ATTRIBUTION");
    for (const name of webNames) expect(env[name] ?? "", name).toBe(WEB_ENV_DEFAULTS[name]);
    expect(() => readWebConfig(env)).not.toThrow();
  });
});
