// Scores one page of a local server with Mozilla's HTTP Observatory: the same retriever and the same
// tests as observatory.mozilla.org, pointed at a port and a path (the public scanner takes a bare
// hostname on ports 80 and 443). Prints one JSON object: each test's result, pass and score modifier.
//
//   node scan.mjs 127.0.0.1 3000 /stores/some-store
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";

const [hostname, httpPort, pagePath = "/"] = process.argv.slice(2);
if (!hostname || !httpPort) {
  console.error("usage: node scan.mjs HOST HTTP_PORT [PATH]");
  process.exit(2);
}

// The package's install script downloads Chromium's HSTS preload list, which needs the internet; it is
// installed with --ignore-scripts here. A local address is on no preload list: an empty one is the truth.
const packageDir = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

const retrieval = await retrieve(hostname, { httpPort: Number(httpPort), path: pagePath });
if (!retrieval.responses.auto) {
  console.error(`${hostname}:${httpPort}${pagePath} did not answer`);
  process.exit(1);
}
const tests = Object.fromEntries(
  ALL_TESTS.map((test) => {
    const output = test(retrieval);
    return [output.constructor.name, { result: output.result, pass: output.pass, scoreModifier: getScoreModifier(output.result) }];
  }),
);
console.log(JSON.stringify({ status: retrieval.responses.auto.status, tests }, null, 2));
