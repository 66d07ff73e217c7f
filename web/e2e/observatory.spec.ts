// Mozilla's HTTP Observatory, run on our pages: every test of its scoring that a plain-HTTP server can
// pass passes (no negative score). Two need TLS and are left to the deployment: the redirection from
// http to https and Strict-Transport-Security (content-security-policy.spec.ts checks that HSTS is
// sent when the public site is https). The scanner is Mozilla's own package (tools/observatory),
// pointed at the test server's port.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test";
import { apiData } from "./directory-helpers";

test.skip(({ isMobile }) => isMobile, "response headers, not layout");

const toolDir = path.resolve(import.meta.dirname, "..", "..", "tools", "observatory");
const NEEDS_TLS = new Set(["redirection", "strict-transport-security"]);

interface Scan {
  status: number;
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
}

function scan(pathAndQuery: string): Scan {
  if (!existsSync(path.join(toolDir, "node_modules"))) {
    throw new Error(`The Observatory scanner is not installed: run npm ci --ignore-scripts in ${toolDir}`);
  }
  const base = new URL(process.env.E2E_BASE_URL ?? "");
  const out = execFileSync(process.execPath, [path.join(toolDir, "scan.mjs"), base.hostname, base.port, pathAndQuery], {
    encoding: "utf8",
    timeout: 30_000,
  });
  return JSON.parse(out) as Scan;
}

test("every header test of the Observatory that needs no TLS passes, on the pages people land on", async () => {
  const [store] = await apiData<{ slug: string }[]>("/api/stores?pagination[pageSize]=1&fields=slug");
  const slug = store?.slug ?? "";
  expect(slug).not.toBe("");
  for (const page of ["/", `/stores/${slug}`, "/search?q=furniture", "/states/ny", "/no-such-page"]) {
    const { status, tests } = scan(page);
    expect(status, page).toBe(page === "/no-such-page" ? 404 : 200);
    expect(Object.keys(tests).length, page).toBeGreaterThanOrEqual(10);
    for (const [name, outcome] of Object.entries(tests)) {
      if (NEEDS_TLS.has(name)) continue;
      expect(outcome.pass, `${page} ${name}: ${outcome.result}`).toBe(true);
      expect(outcome.scoreModifier, `${page} ${name}: ${outcome.result}`).toBeGreaterThanOrEqual(0);
    }
  }
});
