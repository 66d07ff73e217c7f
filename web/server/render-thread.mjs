// @ts-check
// A render thread (./render-threads.mjs): the build's request handler in a worker thread of its own,
// rendering the pages the page cache hands it as the main thread renders its own.
import { workerData } from "node:worker_threads";
import { createRequestHandler } from "react-router";
import { renderThrough, serveRenders } from "./render-threads.mjs";

/** @type {{ buildUrl: string, mode: string, reporting: boolean }} */
const { buildUrl, mode, reporting } = workerData;
const build = await import(buildUrl);
const handle = createRequestHandler(build, mode);
const report = serveRenders(renderThrough(handle));
// When error reporting is on, the app's own reports (loaders, renders, the content service) go to the
// main thread's reporter.
if (reporting) build.entry.module.setServerErrorReporter?.(report);
