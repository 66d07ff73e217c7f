#!/usr/bin/env node
// Page weight of one server-rendered page (budget: ≤ 130 KB gzip JavaScript, ≤ 20 KB CSS).
//
//   node scripts/measure-js.mjs http://127.0.0.1:3000 /stores/humble-spoon-antiques [--json]
//
// Loads the page's HTML and collects every JavaScript file it references: <script src>, <link
// rel="modulepreload">, the modules the inline bootstrap script imports, the entry and route modules
// (with their `imports`) that React Router's inline manifest names for the matched routes, and,
// transitively, the static imports inside those files (not dynamic `import()`s: those load later, on
// demand). Also the stylesheets. Each file is fetched with `Accept-Encoding: gzip` and counted as the
// bytes on the wire; a file served uncompressed is gzipped here (level 6, like the server) instead.
// Prints one line per file and the totals. Node built-ins only.
import http from "node:http";
import https from "node:https";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const asJson = process.argv.includes("--json");
const [base, pagePath = "/"] = args;
if (!base) {
  console.error("usage: node scripts/measure-js.mjs <base URL> [path] [--json]");
  process.exit(2);
}
const pageUrl = new URL(pagePath, base);

/** GET with gzip accepted; resolves to the raw (wire) bytes, the decoded text and the encoding. */
function get(url) {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { "Accept-Encoding": "gzip", "User-Agent": "measure-js" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", async () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(response.headers["content-encoding"] ?? "identity");
        let body = raw;
        if (encoding === "gzip") body = (await import("node:zlib")).gunzipSync(raw);
        resolve({ status: response.statusCode ?? 0, raw, body, encoding });
      });
    });
    request.on("error", reject);
  });
}

const page = await get(pageUrl);
if (page.status !== 200) {
  console.error(`${pageUrl.href} answered ${page.status}`);
  process.exit(1);
}
const html = page.body.toString("utf8");

const scripts = new Set();
const styles = new Set();
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=["']([^"']+)["']`, "i"))?.[1];
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attr(tag, "src");
  if (src) scripts.add(new URL(src, pageUrl).href);
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  const rel = attr(tag, "rel");
  const href = attr(tag, "href");
  if (!href) continue;
  if (rel === "modulepreload") scripts.add(new URL(href, pageUrl).href);
  if (rel === "stylesheet") styles.add(new URL(href, pageUrl).href);
}
// The inline module script: `import * as route0 from "/assets/root-….js"` and the manifest.
const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]);
// A production page starts that script after its first frame: the starter carries the preloads and
// the script's code as JSON arguments (web/app/lib/layout/modules-after-first-frame.server.ts).
for (const code of [...inline]) {
  const started = code.match(/\)\((\[[^\]]*\]),("(?:[^"\\]|\\.)*")\)$/);
  if (!started) continue;
  for (const href of JSON.parse(started[1])) scripts.add(new URL(href, pageUrl).href);
  inline.push(JSON.parse(started[2]));
}
for (const code of inline) {
  for (const [, spec] of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g)) {
    scripts.add(new URL(spec, pageUrl).href);
  }
}
let manifestRoutes = [];
for (const code of inline) {
  const start = code.indexOf("window.__reactRouterManifest = ");
  if (start < 0) continue;
  const json = code.slice(start + "window.__reactRouterManifest = ".length).replace(/;\s*$/, "");
  // The manifest is an object literal followed by more statements; cut at the last balanced brace.
  let depth = 0;
  let end = -1;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) {
      end = i + 1;
      break;
    }
  }
  if (end < 0) continue;
  try {
    const manifest = JSON.parse(json.slice(0, end));
    const add = (href) => href && scripts.add(new URL(href, pageUrl).href);
    add(manifest.entry?.module);
    for (const href of manifest.entry?.imports ?? []) add(href);
    // The routes the page imports are the matched ones (route0, route1, ...).
    const imported = new Set([...code.matchAll(/import \* as route\d+ from "([^"]+)"/g)].map((match) => match[1]));
    for (const route of Object.values(manifest.routes ?? {})) {
      if (!imported.has(route.module)) continue;
      manifestRoutes.push(route.id);
      add(route.module);
      for (const href of route.imports ?? []) add(href);
      for (const href of route.css ?? []) styles.add(new URL(href, pageUrl).href);
    }
  } catch {
    // not JSON after all: the modulepreload links above still list the files
  }
}

/** Static imports of a built module (`import{x}from"./a.js"`, `import"./b.js"`, `export*from"./c.js"`). */
function staticImports(code, from) {
  const found = [];
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const [, spec] of code.matchAll(pattern)) found.push(new URL(spec, from).href);
  return found;
}

const files = [];
const queue = [...scripts];
const seen = new Set(queue);
while (queue.length) {
  const url = queue.shift();
  const response = await get(new URL(url));
  const wire = response.encoding === "gzip" ? response.raw.length : gzipSync(response.body, { level: 6 }).length;
  files.push({ kind: "js", url, status: response.status, raw: response.body.length, gzip: wire, served: response.encoding });
  for (const next of staticImports(response.body.toString("utf8"), url)) {
    if (!seen.has(next)) {
      seen.add(next);
      queue.push(next);
    }
  }
}
for (const url of styles) {
  const response = await get(new URL(url));
  const wire = response.encoding === "gzip" ? response.raw.length : gzipSync(response.body, { level: 6 }).length;
  files.push({ kind: "css", url, status: response.status, raw: response.body.length, gzip: wire, served: response.encoding });
}

const sum = (kind, key) => files.filter((file) => file.kind === kind).reduce((total, file) => total + file[key], 0);
const inlineBytes = inline.reduce((total, code) => total + Buffer.byteLength(code), 0);
const result = {
  url: pageUrl.href,
  routes: manifestRoutes,
  html: { raw: page.body.length, gzip: page.encoding === "gzip" ? page.raw.length : gzipSync(page.body).length, inlineScriptBytes: inlineBytes },
  js: { files: files.filter((file) => file.kind === "js").length, raw: sum("js", "raw"), gzip: sum("js", "gzip") },
  css: { files: files.filter((file) => file.kind === "css").length, raw: sum("css", "raw"), gzip: sum("css", "gzip") },
  files,
};

if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(8);
  console.log(`${result.url}  (routes: ${manifestRoutes.join(", ") || "?"})`);
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    const name = new URL(file.url).pathname;
    const flag = file.status === 200 ? "" : `  [HTTP ${file.status}]`;
    console.log(`  ${file.kind.padEnd(3)} ${kb(file.gzip)} KB gzip ${kb(file.raw)} KB raw  ${name}${flag}`);
  }
  console.log(`JS  total: ${kb(result.js.gzip)} KB gzip (${result.js.files} files, ${(result.js.raw / 1024).toFixed(1)} KB raw)`);
  console.log(`CSS total: ${kb(result.css.gzip)} KB gzip (${result.css.files} files)`);
  console.log(`HTML:      ${kb(result.html.gzip)} KB gzip (${(result.html.raw / 1024).toFixed(1)} KB raw, inline scripts ${(inlineBytes / 1024).toFixed(1)} KB)`);
}
