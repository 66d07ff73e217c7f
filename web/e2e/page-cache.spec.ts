// The page cache in front of the real app: repeat views from memory, compressed once, with 304s;
// one render for a crowd on a cold page; a content change on every page that shows it, on every
// web instance, within seconds with the default settings; what is never kept; and pages seen before
// served while the content service is down. A private content service (its own database, which the
// tests change) and web server.
import { rmSync } from "node:fs";
import { expect, test } from "./test";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../app/lib/errors/route-errors";
import { BROWSER_UA, ContentService, WebServer, freePort } from "./shell-support";

const BROWSER = { "User-Agent": BROWSER_UA };
const BROWSER_BR = { ...BROWSER, "Accept-Encoding": "gzip, deflate, br" };

test.describe.configure({ mode: "serial" });
// What is tested is the server's answers, the same for every viewport: the desktop project runs it.
test.skip(({ isMobile }) => isMobile, "server behaviour, not layout");

let content: ContentService;
let web: WebServer;
let storeSlug: string;

test.beforeAll(async () => {
  content = new ContentService(await freePort(), "page-cache");
  content.seed();
  await content.start();
  // The defaults: the catalogue version asked at most once a second.
  web = new WebServer(await freePort(), content.url, { PAGE_CACHE_CHECK_MS: "1000" });
  await web.start();
  const stores = (await (await fetch(`${content.url}/api/stores?pagination[pageSize]=1`)).json()) as { data: { slug: string }[] };
  storeSlug = stores.data[0]!.slug;
});

test.afterAll(async () => {
  await web?.stop();
  await content?.stop();
  if (content) rmSync(content.dir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = BROWSER_BR, method = "GET") =>
  fetch(`${web.url}${pathname}`, { headers, method });

test("a page is rendered once, then served from memory, brotli-compressed, with 304 for a tag the browser holds", async () => {
  const first = await get(`/stores/${storeSlug}`);
  const second = await get(`/stores/${storeSlug}`);
  expect([first.status, second.status]).toEqual([200, 200]);
  expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
  expect(second.headers.get("content-encoding")).toBe("br");
  expect(second.headers.get("vary")).toBe("Accept-Encoding");
  expect(second.headers.get("cache-control")).toContain("public");
  expect(second.headers.get("x-content-type-options")).toBe("nosniff");
  const html = await second.text();
  expect(html).toBe(await first.text());
  expect(html).toContain('<meta name="page-type" content="store-detail"/>');

  const etag = second.headers.get("etag")!;
  const revalidated = await get(`/stores/${storeSlug}`, { ...BROWSER_BR, "If-None-Match": etag });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get("etag")).toBe(etag);

  // A client without brotli gets gzip; one that asks for no compression, none.
  const gzip = await get(`/stores/${storeSlug}`, { ...BROWSER, "Accept-Encoding": "gzip" });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  expect(await gzip.text()).toBe(html);
  const plain = await get(`/stores/${storeSlug}`, { ...BROWSER, "Accept-Encoding": "identity" });
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(await plain.text()).toBe(html);

  const head = await get(`/stores/${storeSlug}`, BROWSER_BR, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers.get("x-page-cache")).toBe("hit");
  expect(await head.text()).toBe("");
});

test("64 visitors arriving at once on a page nobody has seen render it once", async () => {
  const answers = await Promise.all(Array.from({ length: 64 }, () => get("/stores/a/1")));
  const states = answers.map((answer) => answer.headers.get("x-page-cache"));
  expect(states.filter((state) => state === "miss")).toHaveLength(1);
  expect(states.filter((state) => state === "wait" || state === "hit")).toHaveLength(63);
  const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
  expect(bodies.size).toBe(1);
});

test("a change to a store shows within 5 seconds on every page that shows it, on every web instance", async () => {
  // A second web instance over the same content service, with the same defaults: each keeps its
  // own page cache and asks the catalogue version for itself.
  const other = new WebServer(await freePort(), content.url, { PAGE_CACHE_CHECK_MS: "1000" });
  await other.start();
  try {
    const stores = (await (await fetch(`${content.url}/api/stores?pagination[pageSize]=50`)).json()) as {
      data: { slug: string; name: string }[];
    };
    const store = stores.data.find((candidate) => /^[a-z]/i.test(candidate.name))!;
    // The store's own page and the A–Z page that lists it (its card shows the description's start),
    // each with what shows it is that page.
    const pages = [
      { pathname: `/stores/${store.slug}`, shows: 'content="store-detail"' },
      { pathname: `/stores/${store.name[0]!.toLowerCase()}/1`, shows: `data-slug="${store.slug}"` },
    ];
    const views = [web.url, other.url].flatMap((base) => pages.map(({ pathname, shows }) => ({ url: `${base}${pathname}`, shows })));
    for (const { url, shows } of views) {
      await fetch(url, { headers: BROWSER_BR });
      const kept = await fetch(url, { headers: BROWSER_BR });
      expect(kept.headers.get("x-page-cache"), url).toBe("hit");
      expect(await kept.text(), url).toContain(shows);
    }

    const description = `Freshly stocked with barn finds ${Date.now()}`;
    // Pages show the enhanced description when the store has one (the seeded ones do).
    await content.write("PUT", `/api/stores/${store.slug}`, { description, enhancedDescription: description });
    const changedAt = Date.now();
    await Promise.all(
      views.map(({ url }) =>
        expect
          .poll(async () => (await (await fetch(url, { headers: BROWSER_BR })).text()).includes(description), {
            message: url,
            timeout: 5_000 - (Date.now() - changedAt),
            intervals: [250],
          })
          .toBe(true),
      ),
    );
  } finally {
    await other.stop();
  }
});

test("a not-found page is kept briefly, and a store added at its address shows at once", async () => {
  const name = `Cache Test Emporium ${Date.now()}`;
  const slug = name.toLowerCase().replaceAll(" ", "-");
  const missing = await get(`/stores/${slug}`);
  expect(missing.status).toBe(404);
  expect((await get(`/stores/${slug}`)).headers.get("x-page-cache")).toBe("hit");

  const hotspots = (await (await fetch(`${content.url}/api/hotspots`)).json()) as { data: { name: string; state: string }[] };
  const town = hotspots.data[0]!;
  const created = await content.write("POST", "/api/stores", { name, slug, city: town.name, state: town.state });
  expect(created.data.slug).toBe(slug);
  await expect.poll(async () => (await get(`/stores/${slug}`)).status, { timeout: 5_000, intervals: [250] }).toBe(200);
});

test("the console, signed-in visitors, form posts and JSON resources never come from the cache", async () => {
  const login = await get("/admin/login");
  expect(login.headers.get("x-page-cache")).toBeNull();
  expect(login.headers.get("cache-control")).toBe("no-store");

  await get("/about");
  const signedIn = await get("/about", { ...BROWSER_BR, Cookie: `antiques_session=${"0".repeat(64)}` });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get("x-page-cache")).toBeNull();
  expect((await get("/about")).headers.get("x-page-cache")).toBe("hit");

  const resource = await get(`/resources/name-search?query=an`);
  expect(resource.headers.get("x-page-cache")).toBeNull();

  const post = await fetch(`${web.url}/resources/newsletter`, {
    method: "POST",
    headers: { ...BROWSER, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=not-an-address",
  });
  expect(post.headers.get("x-page-cache")).toBeNull();
});

test("while the content service is down, pages seen before are still served; others get the outage page", async () => {
  const seen = await get(`/stores/${storeSlug}`);
  expect(seen.status).toBe(200);
  const html = await seen.text();
  await content.stop();
  try {
    await expect
      .poll(async () => (await get(`/stores/${storeSlug}`)).headers.get("x-page-cache"), { timeout: 5_000, intervals: [250] })
      .toBe("stale-if-error");
    const during = await get(`/stores/${storeSlug}`);
    expect(during.status).toBe(200);
    expect(await during.text()).toBe(html);
    const unseen = await get("/states/tx?unseen=1");
    expect(unseen.status).toBe(503);
    expect(unseen.headers.get("retry-after")).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  } finally {
    await content.start();
  }
  await expect.poll(async () => (await get(`/stores/${storeSlug}`)).headers.get("x-page-cache"), { timeout: 5_000 }).toBe("hit");
});
