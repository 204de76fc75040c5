import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { AA_CONTROL, AA_TEXT, contrastRatio } from '#tests/e2e/helpers/contrast';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, sendMessage, toast } from '#tests/e2e/helpers/screens';
import { openSettings, openTab } from '#tests/e2e/helpers/settings-page';

const e2e = useBrowser();
useFakeProviders();

type Scheme = 'light' | 'dark';

interface FirstPaint {
  /** Whether <html> was dark when parsing ended: before any module script (React) may run. */
  darkWhenParsed: boolean | null;
  /** Whether #root was still empty then, which shows that the app had not run yet. */
  rootEmptyWhenParsed: boolean | null;
  darkAtDomContentLoaded: boolean | null;
  /** The red channel (0–255) of <body>'s background at DOMContentLoaded, when the stylesheet has loaded. */
  bodyRedAtDomContentLoaded: number | null;
}

/**
 * A page on a device set to `scheme` that records, on every load, the theme the document had before
 * the app's scripts could run. The HTML standard sets readyState to "interactive" (an event, at once)
 * before it runs deferred and module scripts, and fires DOMContentLoaded after them.
 */
async function pageOn(scheme: Scheme): Promise<Page> {
  const page = await e2e.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript(() => {
    const seen = {
      darkWhenParsed: null as boolean | null,
      rootEmptyWhenParsed: null as boolean | null,
      darkAtDomContentLoaded: null as boolean | null,
      bodyRedAtDomContentLoaded: null as number | null,
    };
    Object.assign(window, { firstPaint: seen });
    const dark = () => document.documentElement.classList.contains('dark');
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      seen.darkWhenParsed = dark();
      seen.rootEmptyWhenParsed = document.getElementById('root')?.childNodes.length === 0;
    });
    document.addEventListener('DOMContentLoaded', () => {
      seen.darkAtDomContentLoaded = dark();
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) return;
      canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      seen.bodyRedAtDomContentLoaded = canvas.getImageData(0, 0, 1, 1).data[0] ?? null;
    });
  });
  return page;
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const untilDark = (page: Page, dark: boolean) =>
  page.waitForFunction((wanted) => document.documentElement.classList.contains('dark') === wanted, dark);
const themeRadio = (page: Page, name: 'System' | 'Light' | 'Dark') =>
  page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name, exact: true });

describe.each(['dark', 'light'] as Scheme[])('on a %s device, with nothing chosen', (scheme) => {
  test('the page has that theme before the app runs: no flash of the other one', async () => {
    const page = await pageOn(scheme);
    await page.goto('/login');
    const seen = await firstPaint(page);
    expect(seen.darkWhenParsed).toBe(scheme === 'dark');
    expect(seen.rootEmptyWhenParsed).toBe(true);
    expect(seen.darkAtDomContentLoaded).toBe(scheme === 'dark');
    // The stylesheet has painted the page's own background by then: near black, or white.
    if (scheme === 'dark') expect(seen.bodyRedAtDomContentLoaded).toBeLessThan(64);
    else expect(seen.bodyRedAtDomContentLoaded).toBe(255);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(scheme);
  });
});

test("index.html's script alone (the CSP lets it run) sets the theme, with the app's JavaScript stubbed out", async () => {
  const page = await pageOn('dark');
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/');
  expect(await isDark(page)).toBe(true);
  expect((await firstPaint(page)).bodyRedAtDomContentLoaded).toBeLessThan(64);
  expect(await page.locator('#root').innerHTML()).toBe('');
});

test('Light chosen in Settings → Preferences applies at once and outlives a reload, on a dark device', async () => {
  const page = await pageOn('dark');
  await signInWithTestLogin(page, newEmail('light'));
  expect(await isDark(page)).toBe(true);
  await openSettings(page);
  await openTab(page, 'Preferences');
  expect(await themeRadio(page, 'System').isChecked()).toBe(true);

  await themeRadio(page, 'Light').click();
  // At once: no request, no save, no wait.
  expect(await isDark(page)).toBe(false);

  await page.reload();
  expect((await firstPaint(page)).darkWhenParsed).toBe(false);
  await openTab(page, 'Preferences');
  expect(await themeRadio(page, 'Light').isChecked()).toBe(true);
  expect(await isDark(page)).toBe(false);

  await themeRadio(page, 'System').click();
  expect(await isDark(page)).toBe(true);
});

test('System follows the device as it changes, live; a fixed choice does not', async () => {
  const page = await pageOn('light');
  await page.goto('/login');
  expect(await isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await untilDark(page, true);
  await page.emulateMedia({ colorScheme: 'light' });
  await untilDark(page, false);

  await page.evaluate(() => localStorage.setItem('pairwise-theme', 'dark'));
  await page.reload();
  expect((await firstPaint(page)).darkWhenParsed).toBe(true);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  expect(await isDark(page)).toBe(true);
});

describe.each(['light', 'dark'] as Scheme[])('in the %s theme', (scheme) => {
  test('page and muted text, an input border and a toast meet WCAG AA contrast', async () => {
    const page = await pageOn(scheme);
    await signInWithTestLogin(page, newEmail(`contrast-${scheme}`));
    expect(await isDark(page)).toBe(scheme === 'dark');
    await openSettings(page);
    await openTab(page, 'Preferences');
    const heading = page.getByRole('heading', { name: 'Account Settings' });
    expect(await contrastRatio(heading)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(await contrastRatio(page.locator('#theme-description'))).toBeGreaterThanOrEqual(AA_TEXT);
    const unchecked = themeRadio(page, scheme === 'dark' ? 'Light' : 'Dark');
    expect(await contrastRatio(unchecked, 'border')).toBeGreaterThanOrEqual(AA_CONTROL);

    await page.getByRole('button', { name: 'Save Preferences' }).click();
    const saved = toast(page, 'Preferences updated');
    await saved.waitFor();
    expect(await contrastRatio(saved)).toBeGreaterThanOrEqual(AA_TEXT);
    const description = toast(page, 'Your preferences have been saved successfully.');
    expect(await contrastRatio(description)).toBeGreaterThanOrEqual(AA_TEXT);
    await screenshot(page, `desktop/${scheme}-settings-preferences`);
  });

  test('a code block and the marked differences meet WCAG AA contrast', async () => {
    const page = await pageOn(scheme);
    await signInWithTestLogin(page, newEmail(`code-${scheme}`));
    const screen = chatScreen(page);
    await screen.modelToggle('OpenAI').click();
    await screen.modelToggle('Claude').click();
    await sendMessage(page, 'Which river?\n\n```\nconst river = "Danube";\n```');
    for (const label of ['OpenAI', 'Claude'] as const) {
      await screen.replies(label).getByRole('button', { name: 'Copy', exact: true }).waitFor();
    }
    const code = screen.replies('OpenAI').locator('pre').first();
    expect(await contrastRatio(code)).toBeGreaterThanOrEqual(AA_TEXT);
    // Highlighted tokens, if any, each against the block.
    for (const token of await code.locator('span').all()) {
      expect(await contrastRatio(token)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    await screen.chat.getByRole('button', { name: 'Show differences' }).click();
    const removed = screen.replies('OpenAI').locator('del').first();
    await removed.waitFor();
    expect(await contrastRatio(removed)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(await contrastRatio(screen.replies('Claude').locator('ins').first())).toBeGreaterThanOrEqual(AA_TEXT);
    await screenshot(page, `desktop/${scheme}-chat-compare`);
  });

  test('a destructive toast meets WCAG AA contrast', async () => {
    const page = await pageOn(scheme);
    e2e.allowConsoleError(/status of 4\d\d.*\/api\/test-login/);
    await page.goto('/troubleshoot');
    // Test login refuses the built-in admin's address.
    await page.getByRole('textbox', { name: 'Email' }).fill(inject('e2eAdminEmail'));
    await page.getByRole('button', { name: 'Test Login', exact: true }).click();
    const failed = toast(page, 'Test login failed');
    await failed.waitFor();
    expect(await contrastRatio(failed)).toBeGreaterThanOrEqual(AA_TEXT);
    const description = failed.locator('xpath=following-sibling::*[1]');
    expect(await contrastRatio(description)).toBeGreaterThanOrEqual(AA_TEXT);
    await screenshot(page, `desktop/${scheme}-toast-destructive`);
  });
});
