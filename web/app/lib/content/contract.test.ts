// The contract between the content service and this app is contract/openapi.json; types.ts and
// form-rules.ts are generated from it and checked in. This fails when either is stale.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const webRoot = fileURLToPath(new URL("../../../", import.meta.url));

describe("generated contract files", () => {
  it("match contract/openapi.json (run `npm run contract` after the document changes)", () => {
    let output = "";
    let status = 0;
    try {
      execFileSync(process.execPath, ["scripts/generate-contract.mjs", "--check"], { cwd: webRoot, stdio: "pipe" });
    } catch (error) {
      const failure = error as { status: number; stderr: Buffer };
      status = failure.status;
      output = failure.stderr.toString();
    }
    expect(output).toBe("");
    expect(status).toBe(0);
  });
});
