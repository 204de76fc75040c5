import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FIGURES_SCRIPT, WITHOUT_EARLY_USER, watchScript } from '#bench/lib/open-page-scripts';
import { type Percentiles, percentiles } from '#bench/lib/stats';
import { launchChromium } from '#tests/helpers/chromium';

const VIEWPORT = { width: 1440, height: 900 };
/** Shown with the chat layout, held back 500 ms after the user is known (docs/behaviour.md, Constants and limits). */
const LAYOUT_SELECTOR = '#message-box';
const OPEN_TIMEOUT_MS = 60_000;
/** How long the newest message may take to scroll into view once painted (a smooth scroll). */
const IN_VIEW_TIMEOUT_MS = 5_000;
/** After that, the time the list has to settle before its elements are counted. */
const SETTLE_MS = 500;

export interface OpenSample {
  /** From navigation start to the frame after the newest message was first visible. */
  paintedMs: number;
  /** The same, for the message box: the chat layout shown, after the delay above. */
  layoutShownMs: number;
  /** The end of the answer to GET /api/user that the page read before its layout: the user known. */
  userKnownMs: number | null;
  /** The same, to the frame after it first intersected the viewport; null if not within 5 s. */
  inViewMs: number | null;
  /** Where the time went: the document's DOMContentLoaded, and the end of the last API answer read before the paint. */
  domContentLoadedMs: number;
  lastApiAnswerMs: number;
  /** `[data-message-id]` elements in the page once it settled. */
  elements: number;
  /** Every finished request of the page (document, assets, API), from Resource Timing. */
  requests: number;
  transferBytes: number;
  encodedBodyBytes: number;
  decodedBodyBytes: number;
}

export type BrowserOpenResult =
  | {
      available: true;
      samples: OpenSample[];
      painted: Percentiles;
      inView: Percentiles | null;
      /** The same openings without index.html's early sign-in read reaching the app: the baseline. */
      withoutEarlyUser: OpenSample[];
      /** Console errors and uncaught exceptions of the pages, deduplicated. */
      pageErrors: string[];
    }
  | { available: false; reason: string };

export interface OpenTarget {
  baseUrl: string;
  cookie: string;
  conversationId: number;
  lastMessageId: number;
}

/**
 * Polls an expression from here: the page's CSP forbids `eval`, which Playwright's waitForFunction
 * uses for a predicate given as a string. The figures are read in the page, so polling adds nothing.
 */
async function waitInPage(page: Page, expression: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  // A context still being replaced by the navigation throws: that is a "not yet".
  while (!(await page.evaluate(expression).catch(() => false))) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function signedInContext(browser: Browser, { baseUrl, cookie }: OpenTarget): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const [name = '', value = ''] = cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: baseUrl }]);
  // Nothing may leave the machine (Google's script, were it configured).
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** One opening in a fresh context (an empty cache): the figures, or why there are none. */
async function openOnce(
  browser: Browser,
  target: OpenTarget,
  pageErrors: Set<string>,
  earlyUser = true,
): Promise<OpenSample | string> {
  const context = await signedInContext(browser, target);
  try {
    const selector = `[data-message-id="${target.lastMessageId}"]`;
    await context.addInitScript(watchScript(selector, LAYOUT_SELECTOR) + (earlyUser ? '' : WITHOUT_EARLY_USER));
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.add(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.add(message.text());
    });
    // From the response on: the watch script runs as the document starts, before the app's own.
    await page.goto(`${target.baseUrl}/c/${target.conversationId}`, { waitUntil: 'commit' });
    if (!(await waitInPage(page, 'window.__benchOpen?.paintedAt !== undefined', OPEN_TIMEOUT_MS))) {
      const marked = await page.evaluate(`document.querySelectorAll('[data-message-id]').length`);
      return (
        `${selector} not shown within ${OPEN_TIMEOUT_MS / 1000} s at ${new URL(page.url()).pathname} ` +
        `(${marked} elements carry data-message-id)`
      );
    }
    await waitInPage(page, 'window.__benchOpen.inViewAt !== undefined', IN_VIEW_TIMEOUT_MS);
    await page.waitForTimeout(SETTLE_MS);
    return (await page.evaluate(FIGURES_SCRIPT)) as OpenSample;
  } finally {
    await context.close();
  }
}

/**
 * Opens the conversation in Chromium `samples` times after one unmeasured opening (the server's
 * caches and JIT, Chromium's own start), each in a fresh context: what a person waits for, end to
 * end, and how much the page keeps mounted.
 */
export async function runBrowserOpen(target: OpenTarget, samples: number): Promise<BrowserOpenResult> {
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    return { available: false, reason: `Chromium did not start (${(error as Error).message.split('\n')[0]})` };
  }
  try {
    const pageErrors = new Set<string>();
    const measured: OpenSample[] = [];
    const withoutEarlyUser: OpenSample[] = [];
    // Each opening, then its baseline, so that both meet the same load of the machine.
    for (let run = 0; run <= samples; run++) {
      const sample = await openOnce(browser, target, pageErrors);
      if (typeof sample === 'string') return { available: false, reason: sample };
      const baseline = await openOnce(browser, target, pageErrors, false);
      if (typeof baseline === 'string') return { available: false, reason: baseline };
      if (run > 0) {
        measured.push(sample);
        withoutEarlyUser.push(baseline);
      }
      console.info(`    open in Chromium: ${sample.paintedMs.toFixed(0)} ms, ${sample.elements} message elements`);
    }
    const inView = measured.map((sample) => sample.inViewMs).filter((value): value is number => value !== null);
    return {
      available: true,
      samples: measured,
      painted: percentiles(measured.map((sample) => sample.paintedMs)),
      inView: inView.length === measured.length ? percentiles(inView) : null,
      withoutEarlyUser,
      pageErrors: [...pageErrors],
    };
  } finally {
    await browser.close();
  }
}
