// Buying guides and events: /guides, /guides/{slug}, /events, /events/{slug}.ics.
// Expectations come from the content API.
import { expect, test } from "./test";
import type { Event, Guide, GuideSummary } from "../app/lib/content/types";
import { apiData, expectAccessible, jsonLdBlocks } from "./directory-helpers";

const guides = () => apiData<GuideSummary[]>("/api/guides");
const guide = (slug: string) => apiData<Guide>(`/api/guides/${slug}`);
const allEvents = () => apiData<Event[]>("/api/events?upcoming=false");
const upcoming = () => apiData<Event[]>("/api/events?upcoming=true");

/** Today as the server sees it (YYYY-MM-DD, local calendar date). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test.describe("guides", () => {
  test("the listing shows every guide with its summary and reading time", async ({ page }) => {
    const list = await guides();
    expect(list.length).toBeGreaterThan(0);
    const response = await page.goto("/guides");
    expect(response?.status()).toBe(200);
    const cards = page.getByTestId("guide-card");
    await expect(cards).toHaveCount(list.length);
    for (const g of list) {
      const card = page.locator(`[data-testid="guide-card"][data-slug="${g.slug}"]`);
      await expect(card.getByRole("link")).toHaveText(g.title);
      await expect(card).toContainText(g.summary);
      await expect(card.getByTestId("reading-time")).toHaveText(`${Math.max(1, g.readingMinutes)} min read`);
    }
  });

  test("a guide renders its Markdown, reading time, contents for long guides, related guides and Article JSON-LD", async ({ page }) => {
    const list = await guides();
    const details = await Promise.all(list.map((g) => guide(g.slug)));
    const sections = (g: Guide) => g.body.split("\n").filter((line) => /^##\s/.test(line)).length;
    // Prefer a long guide (one with a table of contents) when the data has one.
    const chosen = details.find((g) => sections(g) >= 3) ?? details[0]!;
    await page.goto("/guides");
    await page.locator(`[data-testid="guide-card"][data-slug="${chosen.slug}"]`).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/guides/${chosen.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen.title);
    await expect(page.getByTestId("guide").getByTestId("reading-time")).toHaveText(`${Math.max(1, chosen.readingMinutes)} min read`);
    const body = page.getByTestId("guide-body");
    await expect(body).toBeVisible();
    expect((await body.innerText()).length).toBeGreaterThan(0);
    if (sections(chosen) >= 3) {
      const toc = page.getByTestId("guide-toc");
      await expect(toc).toBeVisible();
      const targets = await toc.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(targets.length).toBeGreaterThanOrEqual(3);
      for (const href of targets) await expect(page.locator(href!)).toHaveCount(1);
    } else {
      await expect(page.getByTestId("guide-toc")).toHaveCount(0);
    }
    const article = (await jsonLdBlocks(page)).find((b) => b["@type"] === "Article");
    expect(article?.headline).toBe(chosen.title);
    expect(article?.datePublished).toBe(chosen.publishedAt);
    if (list.length > 1) {
      const related = page.getByTestId("related-guides").getByTestId("guide-card");
      expect(await related.count()).toBeGreaterThan(0);
      const slugs = await related.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-slug")));
      expect(slugs).not.toContain(chosen.slug);
    }
  });

  test("no raw HTML from the content reaches the page", async ({ page }) => {
    for (const { slug } of await guides()) {
      const g = await guide(slug);
      await page.goto(`/guides/${slug}`);
      const body = page.getByTestId("guide-body");
      await expect(body).toBeVisible();
      const unsafe = await body.evaluate((el) => ({
        elements: el.querySelectorAll("script, iframe, object, embed, style, form, input, img[onerror], [onclick], [onload]").length,
        scriptLinks: [...el.querySelectorAll("a")].filter((a) => /^\s*(javascript|data|vbscript):/i.test(a.getAttribute("href") ?? "")).length,
      }));
      expect(unsafe, slug).toEqual({ elements: 0, scriptLinks: 0 });
      // Any tag written in the Markdown shows as text.
      const tags = g.body.match(/<[a-z][^>\n]*>/gi) ?? [];
      for (const tag of tags.slice(0, 5)) await expect(body).toContainText(tag);
    }
  });

  test("an unknown guide is a 404", async ({ page }) => {
    const response = await page.goto("/guides/no-such-guide-zz");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("Page Not Found: /guides/no-such-guide-zz");
  });
});

test.describe("events", () => {
  test("upcoming events only, in date order, grouped by month, each with dates, place and town link", async ({ page, request }) => {
    const expected = await upcoming();
    const past = (await allEvents()).filter((e) => e.endDate < today());
    // Every upcoming event, page after page (20 a page).
    await page.goto("/events");
    const shown: { id: string; start: string; end: string }[] = [];
    const rendered = new Map<string, { text: string; ics: string | null; town: string | null }>();
    for (;;) {
      const cards = page.getByTestId("event-card");
      const onPage = await cards.evaluateAll((els) =>
        els.map((el) => ({
          id: el.id,
          start: el.getAttribute("data-start")!,
          end: el.getAttribute("data-end")!,
          text: el.textContent ?? "",
          ics: el.querySelector('[data-testid="event-ics"]')?.getAttribute("href") ?? null,
          town: el.querySelector('[data-testid="event-town"]')?.getAttribute("href") ?? null,
        })),
      );
      expect(onPage.length).toBeGreaterThan(0);
      expect(onPage.length).toBeLessThanOrEqual(20);
      for (const card of onPage) {
        shown.push({ id: card.id, start: card.start, end: card.end });
        rendered.set(card.id, card);
      }
      // Each month section holds events starting in that month.
      for (const section of await page.getByTestId("event-month").all()) {
        const month = (await section.getAttribute("id"))!.replace("month-", "");
        const starts = await section.getByTestId("event-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-start")!));
        expect(starts.every((s) => s.startsWith(month))).toBe(true);
      }
      const next = page.getByRole("navigation", { name: "Pages of events" }).locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      await page.goto((await next.getAttribute("href"))!);
    }
    expect(shown).toHaveLength(expected.length);
    expect(shown.map((e) => e.start)).toEqual([...shown.map((e) => e.start)].sort());
    expect(shown.every((e) => e.end >= today())).toBe(true);
    expect(new Set(shown.map((e) => e.id))).toEqual(new Set(expected.map((e) => e.slug)));
    for (const e of past) expect(rendered.has(e.slug), e.slug).toBe(false);
    const towns = new Set<string>();
    for (const e of expected) {
      const card = rendered.get(e.slug);
      expect(card, e.slug).toBeDefined();
      expect(card!.text).toContain(e.title);
      expect(card!.text).toContain(e.city);
      expect(card!.ics).toBe(`/events/${e.slug}.ics`);
      if (e.hotspot) {
        expect(card!.town).toBe(`/${e.hotspot}`);
        towns.add(e.hotspot);
      }
    }
    // Each town an event links to exists (once per town: many events share one).
    for (const town of towns) expect((await request.get(`/${town}`)).status()).toBe(200);
  });

  test("the .ics download is a valid calendar file", async ({ page, request }) => {
    const list = await upcoming();
    test.skip(list.length === 0, "no upcoming events in the data");
    const event = list[0]!;
    const response = await request.get(`/events/${event.slug}.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(response.headers()["content-disposition"]).toContain(`filename="${event.slug}.ics"`);
    const text = await response.text();
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.some((l) => /^UID:\S+@\S+$/.test(l))).toBe(true);
    expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${event.startDate.replace(/-/g, "")}`);
    const end = new Date(`${event.endDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    expect(lines).toContain(`DTEND;VALUE=DATE:${end.toISOString().slice(0, 10).replace(/-/g, "")}`);
    const summary = lines.find((l) => l.startsWith("SUMMARY:"))!.slice(8);
    expect(summary.replace(/\\([\\;,])/g, "$1").replace(/\\n/g, "\n")).toBe(event.title);
    expect(lines.at(-2)).toBe("END:VCALENDAR");

    // The event's month holds it (fewer than a page of events start in one month here).
    await page.goto(`/events?month=${event.startDate.slice(0, 7)}`);
    const download = page.waitForEvent("download");
    await page.locator(`[id="${event.slug}"]`).getByTestId("event-ics").click();
    expect((await download).suggestedFilename()).toBe(`${event.slug}.ics`);
  });

  test("narrows by state, region and month, and a page past the end leads to the last", async ({ page }) => {
    const expected = await upcoming();
    test.skip(expected.length === 0, "no upcoming events in the data");
    const states = await apiData<{ code: string; region: string }[]>("/api/states");
    const regionOf = new Map(states.map((s) => [s.code, s.region]));
    const state = expected[0]!.state;
    await page.goto("/events");
    await page.getByLabel("State").selectOption(state);
    await expect(page).toHaveURL(new RegExp(`/events\\?state=${state}$`));
    const inState = expected.filter((e) => e.state === state && e.endDate >= today());
    await expect(page.getByTestId("event-card")).toHaveCount(Math.min(inState.length, 20));
    for (const start of await page.getByTestId("event-card").evaluateAll((els) => els.map((e) => e.closest("article")?.id))) {
      expect(inState.some((e) => e.slug === start)).toBe(true);
    }

    const month = expected[0]!.startDate.slice(0, 7);
    const region = regionOf.get(state)!;
    await page.goto(`/events?region=${region}&month=${month}`);
    await expect(page.getByLabel("Month")).toHaveValue(month);
    const cards = await page.getByTestId("event-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-start")!));
    expect(cards.length).toBe(
      expected.filter((e) => regionOf.get(e.state) === region && e.startDate.startsWith(month) && e.endDate >= today()).length,
    );

    const pages = Math.max(1, Math.ceil(expected.length / 20));
    await page.goto("/events?page=999");
    await expect(page).toHaveURL(pages > 1 ? new RegExp(`/events\\?page=${pages}$`) : /\/events$/);
    await expect(page.getByTestId("event-card").first()).toBeVisible();
  });

  test("an unknown event's calendar file is a 404", async ({ request }) => {
    expect((await request.get("/events/no-such-event-zz.ics")).status()).toBe(404);
  });
});

for (const which of ["/guides", "first guide", "/events"]) {
  test(`${which} is accessible (axe-core)`, async ({ page }) => {
    test.setTimeout(60_000);
    let path = which;
    if (which === "first guide") {
      const first = (await guides())[0];
      test.skip(!first, "no guides in the data");
      path = `/guides/${first!.slug}`;
    }
    await page.goto(path);
    await expectAccessible(page);
  });
}
