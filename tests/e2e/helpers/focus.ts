import type { Locator, Page } from 'playwright-core';

/** What has the keyboard focus, described for a failure message: tag, role, name or text. */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page itself';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}[role=${element.getAttribute('role') ?? ''}] "${name}"`;
  });
}

/** Waits until the element has the keyboard focus (it moves after effects and timers), else fails saying where it is. */
export async function waitForFocus(locator: Locator, timeout = 5_000): Promise<void> {
  const page = locator.page();
  const element = await locator.elementHandle();
  try {
    await page.waitForFunction((target) => document.activeElement === target, element, { timeout });
  } catch {
    throw new Error(`expected the focus on ${locator}, but it is on ${await focusedDescription(page)}`);
  } finally {
    await element?.dispose();
  }
}

/**
 * Puts the keyboard back at the start of the document, as on arriving at the page, so that the
 * next Tab reaches the first Tab stop.
 */
export async function focusDocumentStart(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    // A focused and blurred body moves the sequential focus starting point to the document's start.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}
