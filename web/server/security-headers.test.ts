import { describe, expect, it } from "vitest";
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from "./security-headers.mjs";

describe("securityHeaders", () => {
  it("sends HSTS only for a site published over https", () => {
    const names = (url: string) => securityHeaders(url).map(([name]) => name);
    expect(names("http://127.0.0.1:3000")).not.toContain("Strict-Transport-Security");
    expect(Object.fromEntries(securityHeaders("https://antiques.example"))).toMatchObject({
      "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "SAMEORIGIN",
    });
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=63072000; includeSubDomains");
  });
});
