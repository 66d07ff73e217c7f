// React Router is patched (web/patches/react-router+7.18.4.patch, decision 023) so that matching a
// path against the ranked route branches a router keeps (the server's static handler, the browser's
// router) tries only the branches the path's first segment can match. It must find, for every path,
// the route React Router's full matching finds (`matchRoutes`, which the patch leaves alone: every
// branch in rank order). This runs both over the app's own route table (each route's path with its
// parameters filled in, in capitals, with a trailing slash and a segment more, and paths no route
// names) and over a small table with the shapes the app lacks (a case-sensitive route, optional
// segments, a splat at the root). The matching runs in a Node of its own: tests load React Router's
// CommonJS copy, and the patch is in the module files Node loads, which the script checks it has.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "./routes";

/** The route table as the server's data routes: the root layout, then the routes of routes.ts. */
function dataRoutes(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    return entry.index
      ? { id, index: true }
      : { id, path: entry.path, caseSensitive: entry.caseSensitive, children: dataRoutes(entry.children ?? []) };
  });
}

const routes: RouteObject[] = [{ id: "root", path: "", children: dataRoutes(routeConfig) }];

/** Every path of the table with its parameters filled in, and variations of it. */
function examplePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const filled = path.replace(/:[\w-]+\??/g, "farmhouse-antiques").replace("*", "a/b");
    return [filled, filled.toUpperCase(), `${filled}/`, `${filled}/more`, ...examplePaths(entry.children ?? [], path)];
  });
}

const PATHS = [
  ...examplePaths(routeConfig),
  "/",
  "//",
  "/stores/a",
  "/stores/a/2",
  "/stores/1779-farmhouse-antiques",
  "/stores/1779-farmhouse-antiques/report",
  "/St%6Fres/x",
  "/brimfield-ma",
  "/brimfield-ma/top-10",
  "/texas",
  "/no/such/page/here",
  "/%E2%9C%93",
  "/trip.gpx",
  "/events/brimfield.ics",
];

const webRoot = fileURLToPath(new URL("../", import.meta.url));

/**
 * For each path: the route ids the static handler's matching (a query) and the full matching give,
 * null for none; and whether the React Router Node loaded is the patched one.
 */
const SCRIPT = String.raw`
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createStaticHandler, matchRoutes } from "react-router";
const entry = fileURLToPath(import.meta.resolve("react-router"));
const patched = entry.endsWith(".mjs") && readdirSync(path.dirname(entry)).some(
  (file) => file.endsWith(".mjs") && readFileSync(path.join(path.dirname(entry), file), "utf8").includes("function branchesToTry("),
);
const { routes, paths } = JSON.parse(process.argv[1]);
const handler = createStaticHandler(routes);
const results = [];
for (const path of paths) {
  const context = await handler.query(new Request("http://localhost" + path));
  const indexed = context.statusCode === 404 ? null : context.matches.map((match) => match.route.id);
  const full = matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;
  results.push({ path, indexed, full });
}
console.log(JSON.stringify({ patched, results }));
`;

type Matched = { path: string; indexed: string[] | null; full: string[] | null };

function match(table: RouteObject[], paths: string[]): Matched[] {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", SCRIPT, JSON.stringify({ routes: table, paths })], {
    cwd: webRoot,
    encoding: "utf8",
  });
  const { patched, results } = JSON.parse(output) as { patched: boolean; results: Matched[] };
  expect(patched, "the patched React Router is the one Node loads").toBe(true);
  return results;
}

/** Route shapes the app does not have. */
const SHAPES: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "case-sensitive", path: "Case", caseSensitive: true },
      { id: "optional-first", path: ":lang?/x" },
      { id: "optional-word", path: "x?/y" },
      { id: "stores", path: "stores" },
      { id: "store", path: "stores/:slug" },
      { id: "home", index: true },
      { id: "splat", path: "*" },
    ],
  },
];

describe("the route matching of a router (patched)", () => {
  it("finds the route the full matching finds, for every route of the app and paths none names", () => {
    expect(PATHS.length).toBeGreaterThan(200);
    for (const { path, indexed, full } of match(routes, PATHS)) expect(indexed, path).toEqual(full);
  });

  it("finds the route the full matching finds for case-sensitive, optional and splat routes", () => {
    const paths = ["/Case", "/case", "/en/x", "/x", "/x/y", "/y", "//stores/x", "/stores/x", "/STORES/x", "/stores", "/", "/anything/else"];
    for (const { path, indexed, full } of match(SHAPES, paths)) expect(indexed, path).toEqual(full);
  });

  it("still finds the routes behind a parameter first in the path (a hotspot town, its top 10)", () => {
    const [town, top10, store] = match(routes, ["/brimfield-ma", "/brimfield-ma/top-10", "/stores/farmhouse"]);
    expect(town?.indexed).toEqual(["root", "routes/hotspot"]);
    expect(top10?.indexed).toEqual(["root", "routes/hotspot", "routes/hotspot.top-10"]);
    expect(store?.indexed).toEqual(["root", "routes/stores.$slug"]);
  });
});
