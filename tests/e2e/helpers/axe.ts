import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VIEWPORTS } from '#tests/e2e/helpers/browser';
import { settleFrames } from '#tests/e2e/helpers/layout';

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
const TARGETS_SHOWN = 3;

export type Scheme = 'light' | 'dark';
export type ViewportName = keyof typeof VIEWPORTS;

function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => {
    const summary = node.failureSummary?.split('\n').slice(1, 2).join('').trim();
    return `    ${node.target.join(' ')}${summary ? ` — ${summary}` : ''}`;
  });
  const more =
    violation.nodes.length > TARGETS_SHOWN ? [`    … and ${violation.nodes.length - TARGETS_SHOWN} more`] : [];
  return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...targets, ...more].join('\n');
}

/** Waits until every CSS transition and animation has ended, so that colours are measured at rest. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe in the page. AxeBuilder sends and evaluates axe's whole source on every run (about a
 * second each, and each screen is checked four times): once the document has axe, a no-op source
 * does. Legacy mode runs in the page itself rather than finishing in a new blank page; the app
 * has no frames for the other mode to reach.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  const builder = new AxeBuilder(loaded ? { page, axeSource: ';' } : { page });
  // Only violations come back whole: the passes' elements would be most of the answer. options()
  // replaces everything set before it, so it comes before the tags.
  return builder
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode()
    .analyze();
}

/** The serious and critical violations on what the page shows now, each described in a few lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // Size observers (a table that becomes scrollable) answer in the frames after a resize.
  await settleFrames(page);
  const results = await runAxe(page);
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? '')).map(describeViolation);
}

/** Runs axe on what the page shows now and fails, listing each rule and its first elements, on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect((await seriousViolations(page)).join('\n'), `accessibility violations on ${label}`).toBe('');
}

/**
 * Switches the page between light and dark without a reload, the way a device does: the app
 * follows the device while the choice is "system", which a fresh browser has.
 */
export async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
}

/**
 * Checks the page as it stands in both themes at both sizes. `prepare` runs after each resize,
 * for a screen whose content differs by size (a sidebar that only opens on a phone).
 */
export async function expectAccessibleEverywhere(
  page: Page,
  label: string,
  prepare: (viewport: ViewportName) => Promise<void> = async () => {},
): Promise<void> {
  const failures: string[] = [];
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await prepare(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      const found = await seriousViolations(page);
      if (found.length > 0) failures.push(`${scheme}, ${VIEWPORTS[viewport].width} px:\n${found.join('\n')}`);
    }
  }
  expect(failures.join('\n\n'), `accessibility violations on ${label}`).toBe('');
}
