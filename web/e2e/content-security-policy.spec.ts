// Every page carries a Content-Security-Policy with a nonce (docs/decisions/017), and pages work
// under it in a real browser: no violation on the home page, a store page, search, the map, the
// console's sign-in and a form page, whether the page was rendered for this view or came from the
// page cache. HSTS only when the public site is https.
import { type Page, expect, test } from "./test";
import { BROWSER_UA, WebServer, contentJson, contentUrl, freePort, waitForHydration } from "./shell-support";

const base = () => process.env.E2E_BASE_URL!;

/** Collects the page's CSP violations: the DOM's events and the console's reports of them. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__cspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe("pages under their Content-Security-Policy", () => {
  // One process, so the second view of a page finds the first's render in its cache.
  let web: WebServer;
  let storePath = "/";
  test.beforeAll(async () => {
    web = new WebServer(await freePort(), contentUrl());
    await web.start();
    const stores = await contentJson<{ data: { slug: string }[] }>("/api/stores?pagination[pageSize]=1");
    storePath = `/stores/${stores.data[0]!.slug}`;
  });
  test.afterAll(async () => {
    await web?.stop();
  });

  for (const [name, path] of [
    ["home", "/"],
    ["store", "store"],
    ["search", "/search?q=antique"],
    ["map", "/map"],
    ["console sign-in", "/admin"],
    ["form", "/add-store"],
  ] as const) {
    test(`the ${name} page runs without a violation, rendered and from the page cache`, async ({ browser }) => {
      // A query of its own: the first view is rendered for it, the second comes from the cache.
      const address = `${web.url}${path === "store" ? storePath : path}${path.includes("?") ? "&" : "?"}csp=${test.info().project.name}-${Date.now()}`;
      const seen: string[] = [];
      // Kept pages: views until one comes from the cache (a test in another worker may change the
      // catalogue between two views, and then the page is rightly rendered again); the console: two.
      const kept = !path.startsWith("/admin");
      for (let view = 0; view < (kept ? 3 : 2) && !seen.includes("hit"); view++) {
        // A new context each time: the browser's own cache must not answer for the server.
        const context = await browser.newContext({ userAgent: BROWSER_UA });
        const page = await context.newPage();
        try {
          const violations = await watchViolations(page);
          const response = await page.goto(address);
          expect(response?.status()).toBe(200);
          const headers = response!.headers();
          const policy = headers["content-security-policy"] ?? "";
          expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
          expect(policy).toContain("object-src 'none'");
          expect(policy).toContain("base-uri 'none'");
          expect(policy).toContain("frame-ancestors 'self'");
          seen.push(headers["x-page-cache"] ?? "none");
          await waitForHydration(page);
          await page.waitForLoadState("networkidle");
          // Every script of the page carries the policy's nonce (the browser hides it from getAttribute).
          const nonce = /'nonce-([^']+)'/.exec(policy)![1];
          const nonces = await page.locator("script:not([type='application/ld+json'])").evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
          expect(nonces.length).toBeGreaterThan(2);
          for (const scriptNonce of nonces) expect(scriptNonce).toBe(nonce);
          expect(violations).toEqual([]);
        } finally {
          await context.close();
        }
      }
      // Pages the cache keeps: a render, then a hit; the console is never kept.
      if (kept) {
        expect(seen[0]).toBe("miss");
        expect(seen.at(-1)).toBe("hit");
      } else {
        expect(seen).toEqual(["none", "none"]);
      }
    });
  }

  test("a cached page keeps its nonce; a new render gets a new one", async ({ request, isMobile }) => {
    test.skip(isMobile, "response headers, the same at every width");
    const address = `${web.url}/about?nonce=${Date.now()}`;
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get(address)).headers()["content-security-policy"] ?? "")?.[1];
    const first = await nonceOf();
    expect(await nonceOf()).toBe(first);
    const other = /'nonce-([^']+)'/.exec((await request.get(`${address}-2`)).headers()["content-security-policy"] ?? "")?.[1];
    expect(other).toBeTruthy();
    expect(other).not.toBe(first);
  });

  test("the map's tiles and the site's own requests are allowed", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: BROWSER_UA });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${web.url}/map`);
    await waitForHydration(page);
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    // The watch sees what the policy blocks: an injected inline handler.
    await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img src="data:," onerror="window.__injected = 1">'));
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    await context.close();
  });
});

test.describe("Strict-Transport-Security", () => {
  test.skip(({ isMobile }) => isMobile, "response headers, the same at every width");

  test("is sent only when the public site is https", async ({ request }) => {
    const plain = await request.get(`${base()}/about`);
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
    const web = new WebServer(await freePort(), contentUrl(), { PUBLIC_SITE_URL: "https://antiques.example" });
    await web.start();
    try {
      for (const path of ["/about", "/healthz", "/favicon.svg"]) {
        const response = await fetch(`${web.url}${path}`, { headers: { "User-Agent": BROWSER_UA } });
        expect(response.headers.get("strict-transport-security"), path).toBe("max-age=63072000; includeSubDomains");
      }
    } finally {
      await web.stop();
    }
  });
});
