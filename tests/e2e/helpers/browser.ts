import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { PageErrors } from '#tests/e2e/helpers/page-errors';
import { chatScreen, toast } from '#tests/e2e/helpers/screens';
import { e2eStack } from '#tests/e2e/helpers/stack';

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

/**
 * The worker's Chromium (launched with its stack, connected to once per file) and a fresh context
 * per page. After each test the contexts close, a failed test leaves a screenshot of each page under tests/e2e/screenshots/failures/, and any
 * console error or uncaught exception in a page fails the test.
 */
export function useBrowser(): E2eBrowser {
  const { baseUrl, browserEndpoint } = e2eStack();
  const errors = new PageErrors(baseUrl);
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(browserEndpoint);
  });

  afterAll(async () => {
    await browser?.close();
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
 * Signs in as `email` the way a person would on /troubleshoot (its "Test Login" card), then opens
 * the main chat screen and waits for it. A new address creates the account.
 */
export async function signInWithTestLogin(page: Page, email: string): Promise<void> {
  await page.goto('/troubleshoot');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Test Login', exact: true }).click();
  await toast(page, `Logged in as ${email}`).waitFor();
  await page.goto('/');
  await chatScreen(page).messageBox.waitFor();
}

/** Signs in as the built-in admin with its password on /login (test login refuses that address). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(inject('e2eAdminEmail'));
  await page.getByLabel('Password').fill(inject('e2eAdminPassword'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await chatScreen(page).messageBox.waitFor();
}
