import { expect, test } from "./test";

test("home page shows the number of stores and cities the database holds", async ({ page, request }) => {
  const reference = await request.get(`${process.env.E2E_CONTENT_URL}/api/stores/reference`);
  expect(reference.ok()).toBeTruthy();
  const { data } = (await reference.json()) as { data: { totalStores: number; distinctCities: number } };
  expect(data.totalStores).toBeGreaterThan(0);

  await page.goto("/");
  await expect(page.getByTestId("total-stores")).toHaveText(data.totalStores.toLocaleString("en-US"));
  await expect(page.getByTestId("distinct-cities")).toHaveText(data.distinctCities.toLocaleString("en-US"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("main")).toBeVisible();
});
