// React Router is patched (web/patches/react-router+7.18.4.patch, decision 023) so that the server's
// matching of a path against the ranked route branches tries only the branches the path's first
// segment can match. It must find, for every path, the route React Router's full matching finds
// (`matchRoutes`, which the patch leaves alone: every branch in rank order). This runs both over the
// app's own route table: each route's path with its parameters filled in, in capitals, with a
// trailing slash and a segment more, and paths no route names. The matching runs in a Node of its
// own: tests load React Router's CommonJS copy, and the patch is in the module files Node loads.
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

/** For each path: the route ids the server's matching (a static handler's query) and the full matching give, null for none. */
const SCRIPT = String.raw`
import { createStaticHandler, matchRoutes } from "react-router";
const { routes, paths } = JSON.parse(process.argv[1]);
const handler = createStaticHandler(routes);
const results = [];
for (const path of paths) {
  const context = await handler.query(new Request("http://localhost" + path));
  const server = context.statusCode === 404 ? null : context.matches.map((match) => match.route.id);
  const full = matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;
  results.push({ path, server, full });
}
console.log(JSON.stringify(results));
`;

type Matched = { path: string; server: string[] | null; full: string[] | null };

function match(paths: string[]): Matched[] {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", SCRIPT, JSON.stringify({ routes, paths })], {
    cwd: webRoot,
    encoding: "utf8",
  });
  return JSON.parse(output) as Matched[];
}

describe("the server's route matching (patched)", () => {
  it("finds the route the full matching finds, for every route of the app and paths none names", () => {
    expect(PATHS.length).toBeGreaterThan(200);
    for (const { path, server, full } of match(PATHS)) expect(server, path).toEqual(full);
  });

  it("still finds the routes behind a parameter first in the path (a hotspot town, its top 10)", () => {
    const [town, top10, store] = match(["/brimfield-ma", "/brimfield-ma/top-10", "/stores/farmhouse"]);
    expect(town?.server).toEqual(["root", "routes/hotspot"]);
    expect(top10?.server).toEqual(["root", "routes/hotspot", "routes/hotspot.top-10"]);
    expect(store?.server).toEqual(["root", "routes/stores.$slug"]);
  });
});
