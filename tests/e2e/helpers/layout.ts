import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Nothing sticks out sideways: the page never needs a horizontal scroll bar at this width. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
