// The calls the web server makes to the content service for the store pages:
// `GET /api/stores?populate=*&pagination[page]={n}&pagination[pageSize]={size}` for the A–Z listing
// and `GET /api/stores/{id}?populate=*` for a store, read through a stand-in that records them.
import { expect, test } from "./test";
import "../app/lib/runtime/router-globals";
import { PAGE_SIZES } from "../app/lib/messages";
import { api } from "./directory-helpers";
import { ContentStandIn, WebServer, freePort } from "./shell-support";

let standIn: ContentStandIn;
let web: WebServer;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "server-side only");
  standIn = new ContentStandIn(await freePort());
  await standIn.start();
  web = new WebServer(await freePort(), standIn.url);
  await web.start();
});

test.afterAll(async () => {
  await web?.stop();
  await standIn?.stop();
});

test("the A–Z listing and a store page ask for whole stores (populate=*), a page at a time", async () => {
  const listing = await fetch(`${web.url}/stores/b/1`);
  expect(listing.status).toBe(200);
  const listCall = standIn.calls.find((call) => call.startsWith("/api/stores?"));
  expect(listCall, standIn.calls.join("\n")).toBeDefined();
  const params = new URLSearchParams(listCall!.slice("/api/stores?".length));
  expect(params.get("populate")).toBe("*");
  expect(params.get("pagination[page]")).toBe("1");
  expect(params.get("pagination[pageSize]")).toBe(String(PAGE_SIZES.storeList));
  // The letter: names starting with it, in name order.
  expect(params.get("filters[name][$startsWithi]")).toBe("b");

  const { data } = await api<{ data: { slug: string }[] }>("/api/stores?pagination[pageSize]=1");
  const slug = data[0]!.slug;
  expect((await fetch(`${web.url}/stores/${slug}`)).status).toBe(200);
  expect(standIn.calls).toContain(`/api/stores/${slug}?populate=*`);
});
