// TEMPORARY (helper w3): screenshots against real data. Delete me.
import { test } from "@playwright/test";
for (const path of ["/hotspots", "/round-top-tx", "/round-top-tx/top-10", "/guides", "/events"]) {
  test(`shot ${path}`, async ({ page }, info) => {
    await page.goto(path);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/w3-real-${info.project.name}${path.replace(/\//g, "_")}.png`, fullPage: true });
  });
}
test("shot guide", async ({ page, request }, info) => {
  const r = await request.get(`${process.env.E2E_CONTENT_URL}/api/guides`);
  const slug = ((await r.json()) as { data: { slug: string }[] }).data[0]!.slug;
  await page.goto(`/guides/${slug}`);
  await page.screenshot({ path: `/tmp/w3-real-${info.project.name}_guide.png`, fullPage: true });
});
