// @ts-check
// Page renders spread over the process's main thread and worker threads (RENDER_THREADS). A render is
// CPU-bound and runs on one thread, so one thread renders on one core however many wait; a worker
// thread renders on another core for much less memory than a second process (it shares the process's
// native code and memory allocator; its V8 heap, with the app's code loaded again, is its own:
// docs/decisions/032-render-threads.md). A thread only renders: the main thread answers every
// request, keeps the page cache and compresses.
//
// Each render goes to the renderer with the fewest under way, a worker thread first on a tie, the main
// thread counting MAIN_THREAD_HANDICAP more than it holds: besides its renders it answers every
// request and compresses every page (~0.6 ms of a store page's ~3.2 ms of CPU), so with even shares
// it was the busy one (~90 % of its core) while the render thread idled 40 % of the time; measured
// under first views on two cores (docs/performance.md), the handicap took the throughput from ~460 to
// ~570 pages a second.
//
// A thread that ends (a crash, an out-of-memory) fails the renders it held, which the page cache
// answers and reports as any failed render (stale-if-error or an error page), and another is started
// in its place; one that keeps ending at start is given up, and the main thread renders alone.
import { inspect } from "node:util";
import { Worker, parentPort } from "node:worker_threads";
import { responseBytes } from "./response-bytes.mjs";

/**
 * @typedef {{ status: number, headers: Headers, body: Buffer }} Rendered
 * @typedef {(url: string, headers: [string, string][]) => Promise<Rendered>} Render
 * @typedef {{ name: string, message: string, stack?: string, cause?: ErrorDescription }} ErrorDescription
 * @typedef {{ busy: number, ready: boolean, render: Render }} Renderer
 */

/** A thread that ends this soon after it started counts as one that cannot start. */
const QUICK_EXIT_MS = 5_000;
/** After this many quick ends in a row, no thread is started again. */
const MAX_QUICK_EXITS = 3;
/**
 * How many more renders under way the main thread counts as than it holds, when worker threads
 * render too: a thread takes renders until it holds this many more than the main thread (and may
 * hold this many more than `perRenderer`). Chosen by measurement: 3 and 4 gave the same throughput
 * (~560–580 pages a second), 2 less (~500), 0 ~460.
 */
export const MAIN_THREAD_HANDICAP = 3;

/**
 * @param {object} options
 * @param {number} options.threads worker threads besides the main thread (0: the main thread alone)
 * @param {URL} options.script the module each thread runs (it calls `serveRenders`)
 * @param {unknown} options.workerData what the script reads from `workerData`
 * @param {Render} options.local the main thread's own render
 * @param {number} [options.perRenderer] the most renders under way on one renderer; more wait for room,
 *   so a main thread rendering alone (while its threads start, or once they are given up) holds no more
 *   renders than it would with them
 * @param {(error: Error) => void} options.onError told of a thread that ended holding no render (with what it threw as
 *   the cause; the renders of one that held some fail with it, and their callers report that) and of
 *   threads given up
 * @param {(error: Error, details: unknown) => void} options.onReport told of errors a thread reports (`serveRenders`'s `report`)
 * @param {number} [options.mainThreadHandicap] how many more renders under way the main thread counts as
 *   than it holds (MAIN_THREAD_HANDICAP); a thread may hold `perRenderer` plus this many
 */
export function createRenderers({ threads, script, workerData, local, onError, onReport, perRenderer = Infinity, mainThreadHandicap = MAIN_THREAD_HANDICAP }) {
  /** @type {Renderer[]} */
  const renderers = [];
  /** @type {Set<Worker>} */
  const workers = new Set();
  let closing = false;
  /** Called when a thread becomes ready (set below, once the queue exists). */
  let whenReady = () => {};

  /** @param {number} quickExits how many threads in a row ended soon after their start */
  function startThread(quickExits) {
    const startedAt = Date.now();
    const worker = new Worker(script, { workerData });
    workers.add(worker);
    let nextId = 1;
    /** @type {Map<number, { resolve: (rendered: Rendered) => void, reject: (error: Error) => void }>} */
    const waiting = new Map();
    /** @type {Renderer} */
    const renderer = {
      busy: 0,
      ready: false,
      render(url, headers) {
        return new Promise((resolve, reject) => {
          const id = nextId++;
          waiting.set(id, { resolve, reject });
          worker.postMessage({ id, url, headers });
        });
      },
    };
    renderers.unshift(renderer);
    worker.on("message", (message) => {
      if (message.ready) {
        renderer.ready = true;
        whenReady();
      }
      else if (message.report) onReport(revive(message.report), message.details);
      else {
        const pending = waiting.get(message.id);
        if (!pending) return;
        waiting.delete(message.id);
        if (message.error) pending.reject(revive(message.error));
        else pending.resolve({ status: message.status, headers: new Headers(message.headers), body: Buffer.from(message.body) });
      }
    });
    /** @type {Error | undefined} what the thread threw and did not catch, which ended it */
    let uncaught;
    worker.on("error", (error) => (uncaught = error));
    worker.on("exit", (code) => {
      workers.delete(worker);
      renderers.splice(renderers.indexOf(renderer), 1);
      const ended = new Error(`render thread ended (exit code ${code})${uncaught ? `: ${uncaught.message}` : ""}`, { cause: uncaught });
      // The renders it held fail with the reason, and whoever asked for them reports it; a thread
      // that ended holding none is reported here.
      const held = waiting.size;
      for (const pending of waiting.values()) pending.reject(ended);
      waiting.clear();
      if (closing) return;
      if (held === 0) onError(ended);
      const quick = Date.now() - startedAt < QUICK_EXIT_MS ? quickExits + 1 : 0;
      if (quick < MAX_QUICK_EXITS) startThread(quick);
      else onError(new Error("render threads keep ending at start: the main thread renders alone"));
    });
  }

  for (let i = 0; i < threads; i++) startThread(0);
  /** @type {Renderer} */
  const mainThread = { busy: 0, ready: true, render: local };
  renderers.push(mainThread);
  /** How many renders under way a renderer counts as, and the most it may hold. */
  const load = (/** @type {Renderer} */ renderer) => (renderer === mainThread ? renderer.busy + mainThreadHandicap : renderer.busy);
  const room = (/** @type {Renderer} */ renderer) => (renderer === mainThread ? perRenderer : perRenderer + mainThreadHandicap);

  /** Renders waiting for a renderer with room (every ready one holds all it may). */
  /** @type {(() => void)[]} */
  const queue = [];
  /** The ready renderer with the fewest under way (the main thread's handicap added) and room for one more, if any. */
  function pick() {
    // The threads come first in the list, the main thread (always ready) last: a tie goes to a thread.
    /** @type {Renderer | undefined} */
    let chosen;
    for (const renderer of renderers) {
      if (renderer.ready && renderer.busy < room(renderer) && (!chosen || load(renderer) < load(chosen))) chosen = renderer;
    }
    return chosen;
  }
  /** Lets the renders waiting try again (a renderer has room, or a thread became ready). */
  function wake() {
    for (const next of queue.splice(0)) next();
  }
  whenReady = wake;

  return {
    /** How many renderers there are at most (the threads and the main thread). */
    count: threads + 1,
    /** @type {Render} */
    async render(url, headers) {
      let chosen = pick();
      while (!chosen) {
        await new Promise((resolve) => queue.push(() => resolve(undefined)));
        chosen = pick();
      }
      chosen.busy += 1;
      try {
        return await chosen.render(url, headers);
      } finally {
        chosen.busy -= 1;
        wake();
      }
    },
    /** Ends the threads (their renders under way fail). */
    async close() {
      closing = true;
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}

/**
 * The render of a page through the build's request handler (React Router's), as the page cache asks
 * for it on any thread: a GET with only the headers passed, no client address (GET loaders read
 * none; only form actions do, and they never reach the page cache).
 * @param {(request: Request, context: { clientIp: string }) => Promise<Response>} handle
 * @returns {Render}
 */
export function renderThrough(handle) {
  return async (url, headers) => {
    const response = await handle(new Request(url, { method: "GET", headers }), { clientIp: "" });
    return { status: response.status, headers: response.headers, body: await responseBytes(response) };
  };
}

/**
 * Inside a render thread: answers the main thread's render requests with `render`, and passes errors
 * given to the returned `report` on (with their details, when those can be copied to another thread).
 * Call once, when the thread is ready to render.
 * @param {Render} render
 * @returns {(error: unknown, details?: unknown) => void}
 */
export function serveRenders(render) {
  const port = parentPort;
  if (!port) throw new Error("serveRenders runs in a worker thread");
  port.on("message", async (/** @type {{ id: number, url: string, headers: [string, string][] }} */ { id, url, headers }) => {
    try {
      const { status, headers: answer, body: bytes } = await render(url, headers);
      // A body that owns its memory moves to the main thread; one in Node's pool of small buffers is copied.
      const body =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? bytes.buffer
          : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      port.postMessage({ id, status, headers: [...answer], body }, [/** @type {ArrayBuffer} */ (body)]);
    } catch (error) {
      port.postMessage({ id, error: describe(error) });
    }
  });
  /** @type {(error: unknown, details?: unknown) => void} */
  const report = (error, details) => port.postMessage({ report: describe(error), details: copyable(details) });
  // A promise rejected with no handler would end the thread and fail every render it holds: it is
  // logged and reported instead, and the thread renders on.
  process.on("unhandledRejection", (reason) => {
    console.error("render thread: unhandled rejection", reason);
    report(reason);
  });
  port.postMessage({ ready: true });
  return report;
}

/**
 * An error as it can cross to another thread: name, message, stack and (a few levels of) cause; a
 * thrown value that is not an Error is described by `util.inspect`.
 * @param {unknown} error
 * @param {number} [depth]
 * @returns {ErrorDescription}
 */
function describe(error, depth = 0) {
  if (!(error instanceof Error)) return { name: "Error", message: inspect(error, { depth: 2, breakLength: Infinity }) };
  /** @type {ErrorDescription} */
  const described = { name: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined && depth < 4) described.cause = describe(error.cause, depth + 1);
  return described;
}

/**
 * A report's details as they can cross to another thread: each of its fields (`tags`, `extra`) that
 * can be copied; one that cannot is left out, not the others.
 * @param {unknown} details
 */
function copyable(details) {
  if (!details || typeof details !== "object") return undefined;
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [name, value] of Object.entries(details)) {
    try {
      copy[name] = structuredClone(value);
    } catch {
      // not copyable (a function, a socket): left out
    }
  }
  return copy;
}

/**
 * @param {ErrorDescription} described
 * @returns {Error}
 */
function revive(described) {
  const error = new Error(described.message, described.cause ? { cause: revive(described.cause) } : undefined);
  error.name = described.name;
  if (described.stack) error.stack = described.stack;
  return error;
}
