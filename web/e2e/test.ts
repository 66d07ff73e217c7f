// Playwright's `test` and everything else of @playwright/test, with one change for this site: a page
// load (`goto`, `reload`, `goBack`, `goForward`) returns once React has hydrated the page, not at its
// `load` event. The site starts its JavaScript after the page's first frame
// (app/lib/layout/modules-after-first-frame.server.ts), which on a local connection comes after
// `load`: a test acting at once would act on the server's HTML, before the page's behaviour is there.
//
// Every browser context gets it, the tests' own (`browser.newContext()`) too. Left as they are: a
// load given its own `waitUntil` (a test of the page before hydration, or of a page whose scripts are
// made to fail), contexts without JavaScript, and answers that are not one of the app's pages.
import { type Browser, type BrowserContext, type Page, type Response, test as base } from "@playwright/test";
import "../app/lib/runtime/router-globals";

export * from "@playwright/test";

/** How long a load waits for hydration before it fails. */
const HYDRATION_TIMEOUT_MS = 15_000;

/** Waits until the page is hydrated, if it is one of the app's pages (React Router's context is set). */
export async function waitForHydration(page: Page, timeout = HYDRATION_TIMEOUT_MS): Promise<void> {
  await page.waitForFunction(() => !("__reactRouterContext" in window) || window.__antiquesHydrated === true, null, { timeout });
}

type LoadOptions = { waitUntil?: unknown } | undefined;

const instrumented = new WeakSet<object>();

function instrumentPage(page: Page): Page {
  if (instrumented.has(page)) return page;
  instrumented.add(page);
  const settle = async (response: Response | null, options: LoadOptions) => {
    if (options?.waitUntil === undefined && !page.isClosed()) {
      await waitForHydration(page).catch((error: unknown) => {
        if (page.isClosed()) return;
        throw new Error(`${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS} ms (a test of a page that must not hydrate passes its own waitUntil)`, { cause: error });
      });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options), options);
  page.reload = async (options) => settle(await reload(options), options);
  page.goBack = async (options) => settle(await goBack(options), options);
  page.goForward = async (options) => settle(await goForward(options), options);
  return page;
}

function instrumentContext(context: BrowserContext, javaScriptEnabled: boolean): BrowserContext {
  if (!javaScriptEnabled || instrumented.has(context)) return context;
  instrumented.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => instrumentPage(await newPage());
  context.on("page", instrumentPage);
  for (const page of context.pages()) instrumentPage(page);
  return context;
}

function instrumentBrowser(browser: Browser): Browser {
  if (instrumented.has(browser)) return browser;
  instrumented.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => instrumentContext(await newContext(options), options?.javaScriptEnabled !== false);
  return browser;
}

export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, provide) => {
      await provide(instrumentBrowser(browser));
    },
    { scope: "worker" },
  ],
  context: async ({ context, javaScriptEnabled }, provide) => {
    await provide(instrumentContext(context, javaScriptEnabled !== false));
  },
});
