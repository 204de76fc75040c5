import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { newEmail } from '#tests/e2e/helpers/screens';
import { openSettings, settingsPage } from '#tests/e2e/helpers/settings-page';

const e2e = useBrowser();

/** The settings screen's script answers 404 the first `times` it is asked, as after a deploy. */
async function missingSettingsScript(page: Page, times: number): Promise<{ asked: () => number }> {
  let asked = 0;
  await page.route(/\/assets\/settings-[^/]*\.js$/, async (route) => {
    asked++;
    if (asked <= times) await route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
    else await route.continue();
  });
  return { asked: () => asked };
}

// What Chromium and React print for a script that failed to load: provoked on purpose here.
const FAILED_LOAD = /404|Failed to fetch dynamically imported module|error occurred in/i;

describe('a tab opened before a deploy', () => {
  test('reloads into the new build when it opens a screen whose script the old build named', async () => {
    e2e.allowConsoleError(FAILED_LOAD);
    const page = await e2e.newPage();
    const script = await missingSettingsScript(page, 1);
    await signInWithTestLogin(page, newEmail());
    let loads = 0;
    page.on('load', () => loads++);

    await openSettings(page);

    expect(script.asked()).toBe(2);
    expect(loads).toBe(1);
    expect(await settingsPage(page).heading.isVisible()).toBe(true);
  });

  test('says something went wrong, with a way to reload, when the script is still missing after the reload', async () => {
    e2e.allowConsoleError(FAILED_LOAD);
    const page = await e2e.newPage();
    const script = await missingSettingsScript(page, 2);
    await signInWithTestLogin(page, newEmail());

    await page.goto('/settings');
    await page.getByRole('alert').getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(script.asked()).toBe(2);

    await page.getByRole('button', { name: 'Reload' }).click();
    await settingsPage(page).heading.waitFor();
    expect(script.asked()).toBe(3);
  });
});
