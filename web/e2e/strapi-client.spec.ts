// The official Strapi client, unchanged, against the content service: finds with each operator
// family, the shorthand, $or/$and/$not, relations, several sort keys, both paging modes, fields and
// populate; findOne by documentId on every collection; create, update and delete. Each answer is
// checked against the stores read whole, evaluated here. A private content service (its own
// database, which the writes change).
import { rmSync } from "node:fs";
import { type StrapiClient, strapi } from "@strapi/client";
import { expect, test } from "./test";
import { ContentService, freePort } from "./shell-support";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "an API client, not a layout");

type Doc = Record<string, unknown> & { id: number; documentId: string };
type ListAnswer = { data: Doc[]; meta: { pagination: Record<string, number> } };

let content: ContentService;
let client: StrapiClient;
let all: Doc[];

test.beforeAll(async () => {
  content = new ContentService(await freePort(), "strapi-client");
  content.seed(120);
  await content.start();
  client = strapi({ baseURL: `${content.url}/api`, auth: content.adminToken });
  all = [];
  for (let start = 0; ; start += 100) {
    const page = (await client.collection("stores").find({ populate: "*", pagination: { start, limit: 100 } })) as unknown as ListAnswer;
    all.push(...page.data);
    if (all.length >= page.meta.pagination.total!) break;
  }
});

test.afterAll(async () => {
  await content?.stop();
  if (content) rmSync(content.dir, { recursive: true, force: true });
});

const stores = () => client.collection("stores");
const ids = (docs: Doc[]) => docs.map((d) => d.id).sort((a, b) => a - b);
const where = (keep: (s: Doc) => boolean) => ids(all.filter(keep));
const text = (v: unknown) => String(v ?? "");

/** Every store a filter selects, through offset pages of the client. */
async function found(filters: Record<string, unknown>): Promise<number[]> {
  const out: Doc[] = [];
  for (let start = 0; ; start += 100) {
    const page = (await stores().find({ filters, fields: ["name"], pagination: { start, limit: 100 } })) as unknown as ListAnswer;
    out.push(...page.data);
    if (out.length >= page.meta.pagination.total!) return ids(out);
  }
}

test("filters: each operator family, the shorthand, logic and relations", async () => {
  expect(all.length).toBe(120);
  const word = text(all[0]!.name).split(" ").at(-1)!.toLowerCase();
  expect(await found({ name: { $containsi: word.toUpperCase() } })).toEqual(
    where((s) => text(s.name).toLowerCase().includes(word)),
  );
  expect(await found({ state: { $in: ["TX", "NY", "CA"] } })).toEqual(where((s) => ["TX", "NY", "CA"].includes(text(s.state))));
  expect(await found({ displayRating: { $gte: 8 } })).toEqual(where((s) => Number(s.displayRating ?? -1) >= 8));
  const [a, b] = [text(all[0]!.city), text(all.find((s) => s.city !== all[0]!.city)!.city)];
  expect(await found({ $or: [{ city: { $eq: a } }, { city: { $eq: b } }] })).toEqual(where((s) => s.city === a || s.city === b));
  // The shorthand `filters[state]=TX`, and two fields together.
  expect(await found({ state: "TX" })).toEqual(where((s) => s.state === "TX"));
  expect(await found({ featured: true, verified: true })).toEqual(where((s) => s.featured === true && s.verified === true));
  expect(await found({ $and: [{ featured: { $eq: false } }, { $not: { state: { $startsWith: "N" } } }] })).toEqual(
    where((s) => s.featured === false && !text(s.state).startsWith("N")),
  );
  expect(await found({ description: { $null: true } })).toEqual(where((s) => s.description === null));
  expect(await found({ zipCode: { $endsWith: "1" } })).toEqual(where((s) => text(s.zipCode).endsWith("1")));
  expect(await found({ updatedAt: { $between: ["2020-01-01", "2100-01-01"] } })).toEqual(where(() => true));
  const has = (s: Doc, slug: string) => (s.categories as { slug: string }[]).some((c) => c.slug === slug);
  expect(await found({ categories: { slug: { $eq: "furniture" } } })).toEqual(where((s) => has(s, "furniture")));
  const town = all.map((s) => s.nearestAntiqueHotspot as { slug: string } | null).find(Boolean)!.slug;
  expect(await found({ nearestAntiqueHotspot: { slug: { $eq: town } } })).toEqual(
    where((s) => (s.nearestAntiqueHotspot as { slug: string } | null)?.slug === town),
  );
});

test("sort by several keys, both paging modes, fields and populate", async () => {
  const sorted = (await stores().find({ sort: ["state:asc", "name:desc"], fields: ["state", "name"], pagination: { pageSize: 100 } })) as unknown as ListAnswer;
  const rows = sorted.data.map((s) => [text(s.state), text(s.name).toLowerCase()] as const);
  for (let i = 1; i < rows.length; i++) {
    const [[s0, n0], [s1, n1]] = [rows[i - 1]!, rows[i]!];
    expect(s0 < s1 || (s0 === s1 && n0.localeCompare(n1, "en") >= 0), `${s0} ${n0} / ${s1} ${n1}`).toBe(true);
  }
  expect(Object.keys(sorted.data[0]!).sort()).toEqual(["documentId", "id", "name", "state"]);
  expect(sorted.meta.pagination).toMatchObject({ page: 1, pageSize: 100, total: 120, pageCount: 2 });

  const byPage = (await stores().find({ pagination: { page: 3, pageSize: 7 } })) as unknown as ListAnswer;
  const byOffset = (await stores().find({ pagination: { start: 14, limit: 7 } })) as unknown as ListAnswer;
  expect(ids(byOffset.data)).toEqual(ids(byPage.data));
  expect(byOffset.meta.pagination).toEqual({ start: 14, limit: 7, total: 120 });

  const populated = (await stores().find({ fields: ["name"], populate: ["categories"], pagination: { pageSize: 1 } })) as unknown as ListAnswer;
  expect(Object.keys(populated.data[0]!).sort()).toEqual(["categories", "documentId", "id", "name"]);
});

test("findOne by documentId on every collection", async () => {
  for (const name of ["stores", "hotspots", "states", "regions", "categories", "guides", "events"]) {
    // `upcoming` is the event list's own parameter: past events too.
    const params = (name === "events" ? { upcoming: false } : {}) as Parameters<ReturnType<StrapiClient["collection"]>["find"]>[0];
    const list = (await client.collection(name).find(params)) as unknown as ListAnswer;
    expect(list.data.length, name).toBeGreaterThan(0);
    for (const doc of list.data.slice(0, 5)) {
      const one = (await client.collection(name).findOne(doc.documentId)) as unknown as { data: Doc };
      expect([one.data.id, one.data.documentId], name).toEqual([doc.id, doc.documentId]);
    }
  }
});

test("create, update and delete in Strapi's shape", async () => {
  const categories = client.collection("categories");
  const created = (await categories.create({ name: "Strapi Client Finds", description: "Made by the official client." })) as unknown as { data: Doc };
  expect(created.data).toMatchObject({ name: "Strapi Client Finds", storeCount: 0 });
  expect(created.data.id).toBeGreaterThan(0);
  const { documentId } = created.data;
  const updated = (await categories.update(documentId, { description: "Changed by the official client." })) as unknown as { data: Doc };
  expect(updated.data).toMatchObject({ documentId, name: "Strapi Client Finds", description: "Changed by the official client." });
  expect(((await categories.findOne(documentId)) as unknown as { data: Doc }).data.description).toBe("Changed by the official client.");
  await categories.delete(documentId);
  await expect(categories.findOne(documentId)).rejects.toThrow();

  const guide = (await client.collection("guides").create({
    title: "Reading Maker's Marks",
    summary: "What the stamp under a piece tells you.",
    body: "Turn the piece over first.",
    author: "The Strapi client",
    publishedAt: "2026-11-01T09:00:00Z",
  })) as unknown as { data: Doc };
  expect(guide.data).toMatchObject({ title: "Reading Maker's Marks", readingMinutes: 1 });
  await client.collection("guides").delete(guide.data.documentId);

  // A draft: created with status=draft, read back only with it (the client sends the admin token).
  const draft = (await client.collection("guides").create(
    { title: "Dating Quilts", summary: "By fabric and thread.", body: "Look at the binding.", author: "The Strapi client", publishedAt: "2026-11-02" },
    { status: "draft" },
  )) as unknown as { data: Doc };
  const published = (await client.collection("guides").find()) as unknown as ListAnswer;
  expect(published.data.map((g) => g.documentId)).not.toContain(draft.data.documentId);
  const drafts = (await client.collection("guides").find({ status: "draft", filters: { title: { $eq: "Dating Quilts" } } })) as unknown as ListAnswer;
  expect(drafts.data.map((g) => g.documentId)).toEqual([draft.data.documentId]);
  await client.collection("guides").delete(draft.data.documentId);

  const store = (await stores().create({ name: "Client Made Antiques", city: "Hudson", state: "NY" })) as unknown as { data: Doc };
  expect(store.data).toMatchObject({ name: "Client Made Antiques", state: "NY", stateName: "New York" });
  const renamed = (await stores().update(store.data.documentId, { description: "Opened by the official client." })) as unknown as { data: Doc };
  expect(renamed.data).toMatchObject({ name: "Client Made Antiques", description: "Opened by the official client." });
  await stores().delete(store.data.documentId);
  await expect(stores().findOne(store.data.documentId)).rejects.toThrow();
});

test("what is not supported is a 400 the client reports with its message", async () => {
  await expect(stores().find({ filters: { colour: { $eq: "red" } } })).rejects.toThrow();
  const response = await fetch(`${content.url}/api/stores?filters[name][$regex]=x`);
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { status: number; name: string; message: string } };
  expect(body.error).toMatchObject({ status: 400, name: "ValidationError" });
  expect(body.error.message).toContain("$regex");
});
