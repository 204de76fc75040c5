import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Nothing sticks out sideways: the page never needs a horizontal scroll bar at this width. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The elements' rectangles on screen, read in one frame: read one by one, a smooth scroll between
 * two reads (the chat follows its newest message) would shift one against the other.
 */
export async function boxesInOneFrame<T extends [Locator, ...Locator[]]>(
  ...locators: T
): Promise<{ [K in keyof T]: Box }> {
  const elements = await Promise.all(locators.map((locator) => locator.elementHandle()));
  const boxes = await locators[0].page().evaluate(
    (items) =>
      items.map((item) => {
        const { x, y, width, height } = item.getBoundingClientRect();
        return { x, y, width, height };
      }),
    elements,
  );
  return boxes as { [K in keyof T]: Box };
}

/** Fails when the two elements' rectangles on screen overlap (touching edges do not count). */
export async function expectNoOverlap(a: Locator, b: Locator): Promise<void> {
  const [first, second] = await boxesInOneFrame(a, b);
  const overlap =
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height;
  expect(overlap, `${a} ${JSON.stringify(first)} overlaps ${b} ${JSON.stringify(second)}`).toBe(false);
}

/** Waits two frames, so that what the page measured and moved in the last frame is on screen. */
export async function settleFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
