import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import type { TestLoginResponse } from '#shared/api/auth';
import { PageErrors } from '#tests/e2e/helpers/page-errors';
import { chatScreen } from '#tests/e2e/helpers/screens';
import { e2eStack } from '#tests/e2e/helpers/stack';
import { launchChromium } from '#tests/helpers/chromium';

/** What a sign-in answers: the user, and with the test login whether it made the account. */
type SignedInUser = Pick<TestLoginResponse, 'id'> & Partial<Pick<TestLoginResponse, 'debug'>>;

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

const SCREENSHOTS = path.resolve('tests/e2e/screenshots');

export interface E2eBrowser {
  /** The app's origin, e.g. http://127.0.0.1:41234; pages resolve relative paths against it. */
  readonly baseUrl: string;
  /** A page in a fresh context (no cookies), desktop-sized unless told otherwise. */
  newPage(options?: { viewport?: keyof typeof VIEWPORTS }): Promise<Page>;
  /** Console errors matching the pattern do not fail the current test (for errors provoked on purpose). */
  allowConsoleError(pattern: RegExp): void;
}

// One Chromium per worker process, launched by its first file and kept for the rest (the e2e
// project does not isolate files; see vitest.config.ts). On globalThis, so that it holds even if a
// file were to load this module afresh. It ends with the worker process.
const WORKER_BROWSER = Symbol.for('pairwise.e2e.browser');
type WithBrowser = typeof globalThis & { [WORKER_BROWSER]?: Promise<Browser> };

async function workerBrowser(): Promise<Browser> {
  const holder = globalThis as WithBrowser;
  const running = await holder[WORKER_BROWSER];
  if (running?.isConnected()) return running;
  holder[WORKER_BROWSER] = launchChromium();
  return holder[WORKER_BROWSER];
}

/**
 * The worker's Chromium (launched once, see above) and a fresh context per page. After each test
 * the contexts close, a failed test leaves a screenshot of each page under
 * tests/e2e/screenshots/failures/, and any console error or uncaught exception in a page fails it.
 */
export function useBrowser(): E2eBrowser {
  const { baseUrl } = e2eStack();
  const errors = new PageErrors(baseUrl);
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await workerBrowser();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const pages = contexts.flatMap((context) => context.pages());
      for (const [index, page] of pages.entries()) {
        await screenshot(page, `failures/${path.basename(task.file.name, '.test.ts')}-${task.name}-${index}`);
      }
    }
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    expect(errors.take(), 'errors in the browser console').toEqual([]);
  });

  return {
    baseUrl,
    async newPage({ viewport = 'desktop' } = {}) {
      if (!browser) throw new Error('useBrowser() must be called at the top level of a test file');
      const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport] });
      contexts.push(context);
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      errors.watch(page);
      return page;
    },
    allowConsoleError: (pattern) => errors.allow(pattern),
  };
}

/** Saves what the page shows as tests/e2e/screenshots/{name}.png (a folder git ignores). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const file = path.join(SCREENSHOTS, `${name.replace(/[^\w./-]+/g, '-')}.png`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
  return file;
}

/**
 * POSTs `data` to `path` with the page's cookies and the app's Origin, as the page's own code would
 * (a write without our Origin is refused).
 */
export function postFromPage(page: Page, path: string, data: object): Promise<APIResponse> {
  return page.request.post(path, { data, headers: { origin: e2eStack().baseUrl } });
}

/**
 * Signs the page's context in through the API the sign-in pages call, and answers the user. The
 * forms themselves have tests of their own (sign-in.test.ts).
 */
async function signInThroughApi(page: Page, call: string, body: object): Promise<SignedInUser> {
  const response = await postFromPage(page, call, body);
  if (!response.ok()) throw new Error(`signing in with ${call}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SignedInUser;
}

/** Opens the chat screen and waits for it. */
async function openChat(page: Page): Promise<void> {
  await page.goto('/');
  await chatScreen(page).messageBox.waitFor();
}

/**
 * Signs in as `email` with the test login of /troubleshoot (a new address creates the account) and
 * opens the chat. A new account compares by default (Preferences' "Both"); unless `comparing`, one
 * made here first asks its default model alone, as SPEC's toggles start, which most tests build on.
 */
export async function signInWithTestLogin(page: Page, email: string, options: { comparing?: boolean } = {}) {
  const { id, debug } = await signInThroughApi(page, '/api/test-login', { email });
  if (debug?.created && !options.comparing) {
    const single = await page.request.patch(`/api/users/${id}`, {
      data: { askBoth: false },
      headers: { origin: e2eStack().baseUrl },
    });
    if (!single.ok()) throw new Error(`asking one model: ${single.status()} ${await single.text()}`);
  }
  await openChat(page);
}

/** Signs in as the built-in admin with its password (test login refuses that address). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughApi(page, '/api/auth/login', {
    email: inject('e2eAdminEmail'),
    password: inject('e2eAdminPassword'),
  });
  await openChat(page);
}
