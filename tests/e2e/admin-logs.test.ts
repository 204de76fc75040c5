import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openAdmin } from '#tests/e2e/helpers/admin-page';
import { expectAccessibleEverywhere } from '#tests/e2e/helpers/axe';
import { signInAsAdmin, signInWithTestLogin, useBrowser, VIEWPORTS } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, sendMessage } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

const SEARCH = 'provider call failed';

/**
 * Does `action` and waits for the System Logs' answer to it, then for the tab to show it; answers
 * how many entries it holds.
 */
async function showLogsAfter(page: Page, action: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/logs');
  await action();
  const { entries } = (await (await answer).json()) as { entries: unknown[] };
  await page.waitForFunction(
    (count) =>
      count === 0
        ? document.body.innerText.includes('No entries match') || document.body.innerText.includes('No warnings')
        : document.querySelectorAll('ol[aria-label="Log entries"] > li').length === count,
    entries.length,
  );
  return entries.length;
}

/** Every element of the entries whose text is wider than its box, i.e. cut off. */
const clippedTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('ol[aria-label="Log entries"] li *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );

describe('Admin → System Logs', () => {
  test('shows a warning the server logged for a failed provider call, filters it, and reads well on a phone', async () => {
    const admin = await e2e.newPage();
    await signInAsAdmin(admin);
    const panel = await openAdmin(admin);
    await showLogsAfter(admin, () => panel.tab('System Logs').click());
    // The search waits for typing to stop: its answer comes after the fill.
    const before = await showLogsAfter(admin, () => panel.logSearch.fill(SEARCH));

    // OpenAI refuses the server's key: the reply worker logs "provider call failed" at warn.
    await fakes.setFault('openai', { kind: 'status', status: 401, body: { error: { message: 'Incorrect API key' } } });
    const user = await e2e.newPage();
    await signInWithTestLogin(user, newEmail('logs'));
    await sendMessage(user, 'Will this be logged?');
    await chatScreen(user).replies('OpenAI').getByRole('img', { name: 'Error' }).waitFor();

    expect(await showLogsAfter(admin, () => panel.refreshLogs.click())).toBe(before + 1);
    await panel.logCount.filter({ hasText: `${before + 1} ${before === 0 ? 'entry' : 'entries'} match` }).waitFor();
    const newest = panel.logEntries.first();
    await newest.getByText(SEARCH, { exact: true }).waitFor();
    await newest.getByText('Warning', { exact: true }).waitFor();
    expect(await newest.locator('dl > div').allTextContents()).toEqual(
      expect.arrayContaining(['Connectionopenai', 'Kindauth']),
    );
    expect(await newest.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect(await showLogsAfter(admin, () => panel.logLevel.selectOption({ label: 'Errors only' }).then(() => {}))).toBe(
      0,
    );
    await admin.getByText('No entries match these filters.').waitFor();
    const back = () => panel.logLevel.selectOption({ label: 'Warnings and errors' }).then(() => {});
    expect(await showLogsAfter(admin, back)).toBe(before + 1);
    expect(await showLogsAfter(admin, () => panel.logSearch.fill('no entry says this'))).toBe(0);
    await admin.getByText('No entries match these filters.').waitFor();
    expect(await showLogsAfter(admin, () => panel.logSearch.fill(SEARCH))).toBe(before + 1);
    await admin.setViewportSize(VIEWPORTS.mobile);
    await newest.getByText(SEARCH, { exact: true }).waitFor();
    await expectNoHorizontalOverflow(admin);
    expect(await clippedTexts(admin)).toEqual([]);
    await expectAccessibleEverywhere(admin, 'admin System Logs with entries');
  });
});
