import type { ConsoleMessage, Page } from 'playwright-core';

/**
 * Errors the browser prints that are not the app's fault, so they do not fail a test:
 * - Google's sign-in script, which the browser cannot reach (tests/helpers/chromium.ts): Chromium
 *   logs "Failed to load resource: net::ERR_PROXY_CONNECTION_FAILED" for it.
 * - The 401 of GET /api/user for an anonymous visitor, which means "no user"
 *   (docs/behaviour.md, Errors and their texts); Chromium logs every 4xx fetch as a console error
 *   even when the app handles it.
 */
function isHarmless(message: ConsoleMessage, baseUrl: string): boolean {
  const url = message.location().url;
  const text = message.text();
  if (url.startsWith('https://accounts.google.com/') && text.startsWith('Failed to load resource: net::')) return true;
  return url === `${baseUrl}/api/user` && text.includes('status of 401');
}

/** Collects the page's console errors and uncaught exceptions (and its popups'), minus the harmless ones. */
export class PageErrors {
  private errors: string[] = [];
  private allowed: RegExp[] = [];

  constructor(private readonly baseUrl: string) {}

  watch(page: Page): void {
    page.on('console', (message) => {
      if (message.type() !== 'error' || isHarmless(message, this.baseUrl)) return;
      const text = `${message.text()} (${message.location().url})`;
      if (!this.allowed.some((pattern) => pattern.test(text))) this.errors.push(`console.error: ${text}`);
    });
    page.on('pageerror', (error) => {
      this.errors.push(`uncaught: ${error.stack ?? error.message}`);
    });
    page.on('popup', (popup) => this.watch(popup));
  }

  /** For a test that provokes an error on purpose: console errors matching `pattern` are expected. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** The errors seen since the last call, which starts afresh. */
  take(): string[] {
    const taken = this.errors;
    this.errors = [];
    this.allowed = [];
    return taken;
  }
}
