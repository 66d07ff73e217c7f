// Static pages (/about, /terms, /privacy, /analytics), page-type metadata, /sitemap.xml and /robots.txt.
import { expect, test } from "./test";
import { baseUrl, contentData, expectNoAxeViolations } from "./owner-support";

const PAGES = [
  { path: "/about", h1: "About the Antique Store Directory", title: "About | Antique Store Directory" },
  { path: "/terms", h1: "Terms of use", title: "Terms of use | Antique Store Directory" },
  { path: "/privacy", h1: "Privacy notice", title: "Privacy notice | Antique Store Directory" },
  { path: "/analytics", h1: "Listing analytics", title: "Listing analytics for store owners | Antique Store Directory" },
  { path: "/advertise", h1: "Advertise with featured placement", title: "Advertise: featured placement | Antique Store Directory" },
  { path: "/add-store", h1: "Add your store", title: "Add your store | Antique Store Directory" },
  { path: "/claim", h1: "Claim your listing", title: "Claim your listing | Antique Store Directory" },
];

for (const { path, h1, title } of PAGES) {
  test(`${path} renders with its head tags and no axe violations`, async ({ page }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl()}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseUrl()}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
    await expect(page.locator('meta[name="page-type"]')).toHaveAttribute("content", "static");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1)}.png`), fullPage: true });
  });
}

test("the footer's privacy and terms anchors land on their pages", async ({ page }) => {
  await page.goto("/privacy#privacy");
  await expect(page.locator("#privacy")).toBeVisible();
  await expect(page.locator("#privacy")).toHaveText("Privacy notice");
  await page.goto("/terms#terms");
  await expect(page.locator("#terms")).toHaveText("Terms of use");
});

test("the privacy notice says what the newsletter stores and that the site sets no cookies", async ({ page, context }) => {
  await page.goto("/privacy");
  const text = await page.locator("article").innerText();
  for (const words of ["e-mail address", "signup form", "date and time", "sets no cookies"]) expect(text).toContain(words);
  // The e2e servers run without analytics configured, and the notice says so.
  await expect(page.getByTestId("privacy-analytics")).toContainText("does not currently use an analytics service");
  expect(await context.cookies()).toEqual([]);
});

test("every page names its page type in the head", async ({ page }) => {
  const hotspots = await contentData<{ slug: string }[]>("/api/hotspots");
  const stores = await contentData<{ slug: string }[]>("/api/stores?pagination[pageSize]=1");
  const cases: [string, string][] = [
    // One letter is the A–Z listing, as its first page is; anything else is a store.
    ["/stores/a", "store-listing"],
    ["/stores/a/1", "store-listing"],
    [`/stores/${stores[0]!.slug}`, "store-detail"],
    ["/", "homepage"],
    ["/map", "map"],
    ["/about", "static"],
    ["/states", "state-listing"],
    ["/hotspots", "hotspot-listing"],
    [`/${hotspots[0]!.slug}`, "hotspot-detail"],
    [`/${hotspots[0]!.slug}/top-10`, "hotspot-detail"],
  ];
  for (const [path, type] of cases) {
    await page.goto(path);
    await expect(page.locator('meta[name="page-type"]'), path).toHaveAttribute("content", type);
  }
});

test("robots.txt allows everything and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Allow: /");
  expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
});

test("the sitemap is valid XML listing every store, state, region, hotspot and guide", async ({ page, request }) => {
  const parse = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    return page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      return {
        error,
        root: doc.documentElement.localName,
        ns: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName("loc")].map((el) => el.textContent ?? ""),
        lastmods: doc.getElementsByTagName("lastmod").length,
      };
    }, xml);
  };
  await page.goto("/about");
  const index = await parse("/sitemap.xml");
  expect(index.error).toBeNull();
  expect(index.root).toBe("sitemapindex");
  expect(index.ns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls: string[] = [];
  let lastmods = 0;
  for (const loc of index.locs) {
    expect(loc.startsWith(`${baseUrl()}/sitemaps/`)).toBe(true);
    const part = await parse(loc.slice(baseUrl().length));
    expect(part.error).toBeNull();
    expect(part.root).toBe("urlset");
    urls.push(...part.locs);
    lastmods += part.lastmods;
  }
  for (const url of urls) expect(url.startsWith(baseUrl())).toBe(true);
  expect(new Set(urls).size).toBe(urls.length);
  const paths = new Set(urls.map((url) => url.slice(baseUrl().length)));

  const reference = await contentData<{ totalStores: number }>("/api/stores/reference");
  const storeUrls = [...paths].filter((path) => /^\/stores\/[^/]{2,}$/.test(path));
  expect(storeUrls.length).toBe(reference.totalStores);
  expect(lastmods).toBeGreaterThanOrEqual(reference.totalStores);

  const [states, regions, hotspots, guides] = await Promise.all([
    contentData<{ slug: string }[]>("/api/states"),
    contentData<{ slug: string }[]>("/api/regions"),
    contentData<{ slug: string }[]>("/api/hotspots"),
    contentData<{ slug: string }[]>("/api/guides"),
  ]);
  for (const state of states) expect(paths.has(`/states/${state.slug}`)).toBe(true);
  for (const region of regions) expect(paths.has(`/regions/${region.slug}`)).toBe(true);
  for (const hotspot of hotspots) {
    expect(paths.has(`/${hotspot.slug}`)).toBe(true);
    expect(paths.has(`/${hotspot.slug}/top-10`)).toBe(true);
  }
  for (const guide of guides) expect(paths.has(`/guides/${guide.slug}`)).toBe(true);
  for (const path of ["/", "/map", "/about", "/privacy", "/terms", "/add-store", "/stores/a/1"]) {
    expect(paths.has(path), path).toBe(true);
  }
  // Unknown parts are 404s.
  expect((await request.get("/sitemaps/nope.xml")).status()).toBe(404);
  expect((await request.get("/sitemaps/stores-999.xml")).status()).toBe(404);
});
