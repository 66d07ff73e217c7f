import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, sourceOf } from "./content-security-policy";

const NONE = { mapTileUrl: "", analyticsScriptUrl: "", errorReportingDsn: "" };

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((part) => {
    const [name, ...values] = part.trim().split(/\s+/);
    return [name!, values];
  }));
}

describe("contentSecurityPolicy", () => {
  it("runs only scripts the page's nonce marks, and what they load", () => {
    const policy = directives(contentSecurityPolicy("abc123==", NONE));
    expect(policy.get("script-src")).toEqual(["'nonce-abc123=='", "'strict-dynamic'", "https:", "'unsafe-inline'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("allows the configured tiles, analytics host and error-reporting host", () => {
    const policy = directives(
      contentSecurityPolicy("n", {
        mapTileUrl: "http://127.0.0.1:9/{z}/{x}/{y}.png",
        analyticsScriptUrl: "https://stats.example.com/script.js",
        errorReportingDsn: "https://public@o1.ingest.example.io/42",
      }),
    );
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:", "http://127.0.0.1:9"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://stats.example.com", "https://o1.ingest.example.io"]);
  });

  it("reads tile templates with placeholders in the host, and skips what is not an address", () => {
    expect(sourceOf("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://*.tile.openstreetmap.org");
    expect(sourceOf("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(sourceOf("")).toBeUndefined();
    expect(sourceOf("javascript:alert(1)")).toBeUndefined();
    expect(sourceOf("https://a b;script-src *")).toBeUndefined();
  });

  it("makes a new 128-bit nonce each time, across refills of its random bytes", () => {
    // 600 nonces take 9,600 bytes: more than two fills of the 4 KiB pool.
    const nonces = new Set(Array.from({ length: 600 }, createNonce));
    expect(nonces.size).toBe(600);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
