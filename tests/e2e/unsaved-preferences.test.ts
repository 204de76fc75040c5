import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { chatScreen, newEmail } from '#tests/e2e/helpers/screens';
import { openSettings, openTab, settingsPage } from '#tests/e2e/helpers/settings-page';

const e2e = useBrowser();

describe('unsaved preferences', () => {
  test('Back to Home asks first: Stay keeps the change, Leave goes home', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await openSettings(page);
    await openTab(page, 'Preferences');
    const settings = settingsPage(page);
    await settings.preferences.model('Claude (Anthropic)').click();

    await settings.backToHome.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await settings.preferences.model('Claude (Anthropic)').isChecked()).toBe(true);

    await settings.backToHome.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await chatScreen(page).messageBox.waitFor();
  });

  test('the browser’s Back asks first too; with the change undone, Back leaves at once', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await openSettings(page);
    await openTab(page, 'Preferences');
    const settings = settingsPage(page);
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await settings.preferences.model('Claude (Anthropic)').click();

    await page.evaluate(() => window.history.back());
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await settings.preferences.model('Claude (Anthropic)').isChecked()).toBe(true);

    await page.evaluate(() => window.history.back());
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await chatScreen(page).messageBox.waitFor();

    await page.evaluate(() => window.history.forward());
    await settings.heading.waitFor();
    await openTab(page, 'Preferences');
    await settings.preferences.model('Claude (Anthropic)').click();
    await settings.preferences.model('OpenAI (GPT)').click();
    await page.evaluate(() => window.history.back());
    await page.waitForURL((url) => url.pathname === '/');
    expect(await dialog.isVisible()).toBe(false);
  });

  test('closing the tab has the browser ask, only while there are unsaved changes', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await openSettings(page);
    await openTab(page, 'Preferences');
    const settings = settingsPage(page);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });

    await settings.preferences.model('Claude (Anthropic)').click();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload']);
    // Dismissed: the page stays, with the change.
    expect(await settings.preferences.model('Claude (Anthropic)').isChecked()).toBe(true);

    await settings.preferences.model('OpenAI (GPT)').click();
    await page.close({ runBeforeUnload: true });
    await page.waitForEvent('close');
    expect(asked).toEqual(['beforeunload']);
  });
});
