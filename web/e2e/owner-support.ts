// Shared helpers of the map, owner-form and static-page suites.
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "./test";

export const contentUrl = () => process.env.E2E_CONTENT_URL!;
export const baseUrl = () => process.env.E2E_BASE_URL!;

/** GET from the content API (optionally as admin) and return `data`. */
export async function contentData<T>(path: string, admin = false): Promise<T> {
  const response = await fetch(contentUrl() + path, {
    headers: admin ? { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` } : {},
  });
  expect(response.ok, `${path} answered ${response.status}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** Axe finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  expect(
    result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) })),
  ).toEqual([]);
}

/** A text unique to this test run and project, to find a submission again. */
export function uniqueText(prefix: string, project: string): string {
  return `${prefix} ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
