import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser, type VIEWPORTS } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, sendMessage, sidebar, toast } from '#tests/e2e/helpers/screens';
import { openSettings, openTab, settingsPage } from '#tests/e2e/helpers/settings-page';

const e2e = useBrowser();
const fakes = useFakeProviders();

describe('the settings screen', () => {
  test('opens from the user menu, and Back to Home returns to the chat screen', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await openSettings(page);
    const settings = settingsPage(page);
    expect(await settings.tab('Profile').getAttribute('aria-selected')).toBe('true');
    await settings.backToHome.click();
    await page.waitForURL((url) => url.pathname === '/');
    await chatScreen(page).messageBox.waitFor();
  });

  describe.each(['desktop', 'mobile'] as (keyof typeof VIEWPORTS)[])('at %s size', (viewport) => {
    test('every tab fits', async () => {
      const page = await e2e.newPage({ viewport });
      await signInWithTestLogin(page, newEmail('linus'));
      await openSettings(page, { mobile: viewport === 'mobile' });
      const settings = settingsPage(page);
      await settings.profile.save.waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/settings-profile`, { fullPage: true });

      await openTab(page, 'Password');
      await settings.password.set.waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/settings-password`, { fullPage: true });

      await openTab(page, 'Preferences');
      await settings.preferences.save.waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/settings-preferences`, { fullPage: true });
    });
  });
});

describe('Profile', () => {
  test('checks the name and e-mail with the documented messages, then saves, and the sidebar shows the new name', async () => {
    const page = await e2e.newPage();
    const email = newEmail('grace');
    await signInWithTestLogin(page, email);
    await openSettings(page);
    const settings = settingsPage(page);
    expect(await settings.profile.email.inputValue()).toBe(email);

    await settings.profile.name.fill('G');
    await settings.profile.email.fill('not an address');
    await settings.profile.save.click();
    await settings.message('Name must be at least 2 characters').waitFor();
    await settings.message('Please enter a valid email address').waitFor();

    await settings.profile.email.fill(email);
    await settings.profile.name.fill('Grace Hopper');
    await settings.profile.save.click();
    await toast(page, 'Profile updated').waitFor();
    await toast(page, 'Your profile has been updated successfully.').waitFor();
    expect(await settings.message('Name must be at least 2 characters').count()).toBe(0);

    await settings.backToHome.click();
    await sidebar(page).root.getByText('Grace Hopper', { exact: true }).waitFor();
    // Kept on the server, not only in this page's memory.
    await page.reload();
    await sidebar(page).root.getByText('Grace Hopper', { exact: true }).waitFor();
  });

  test("an e-mail address already in use is refused with the server's message", async () => {
    const taken = newEmail('taken');
    const other = await e2e.newPage();
    await signInWithTestLogin(other, taken);
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    e2e.allowConsoleError(/status of 409/);
    await openSettings(page);
    const settings = settingsPage(page);
    await settings.profile.email.fill(taken);
    await settings.profile.save.click();
    await toast(page, 'Update failed').waitFor();
    await toast(page, 'That e-mail address is already in use.').waitFor();
  });
});

describe('Password', () => {
  test('a test-login account sets a first password, then changes it; mistakes are explained', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await openSettings(page);
    await openTab(page, 'Password');
    const { password, message } = settingsPage(page);
    await page.getByText(/no password yet/).waitFor();
    expect(await password.current.count()).toBe(0);

    await password.next.fill('short');
    await password.confirm.fill('short');
    await password.set.click();
    expect(await message('Password must be at least 8 characters').count()).toBe(2);

    await password.next.fill('first secret');
    await password.confirm.fill('first secret');
    await password.set.click();
    await toast(page, 'Password changed').waitFor();
    await toast(page, 'Your password has been updated successfully.').waitFor();
    // The account has a password now: changing it asks for the current one.
    await password.change.waitFor();
    expect(await password.current.inputValue()).toBe('');
    expect(await password.next.inputValue()).toBe('');
    expect(await password.confirm.inputValue()).toBe('');

    await password.change.click();
    await message('Current password is required').waitFor();

    await password.current.fill('first secret');
    await password.next.fill('second secret');
    await password.confirm.fill('second secrets');
    await password.change.click();
    await message('Passwords do not match').waitFor();
    expect(await password.confirm.getAttribute('aria-invalid')).toBe('true');

    e2e.allowConsoleError(/status of 400/);
    await password.current.fill('not my password');
    await password.confirm.fill('second secret');
    await password.change.click();
    await toast(page, 'Password change failed').waitFor();
    await toast(page, 'Current password is incorrect').waitFor();
    expect(await password.next.inputValue()).toBe('second secret');

    await password.current.fill('first secret');
    await password.change.click();
    await toast(page, 'Password changed').waitFor();
    expect(await password.current.inputValue()).toBe('');
  });

  test('a password set in Settings signs in on the login page', async () => {
    const page = await e2e.newPage();
    const email = newEmail('pat');
    await signInWithTestLogin(page, email);
    await openSettings(page);
    await openTab(page, 'Password');
    const { password } = settingsPage(page);
    await password.next.fill('a long passphrase');
    await password.confirm.fill('a long passphrase');
    await password.set.click();
    await toast(page, 'Password changed').waitFor();

    const fresh = await e2e.newPage();
    await fresh.goto('/login');
    await fresh.getByRole('textbox', { name: 'Email' }).fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
    await fresh.waitForURL((url) => url.pathname === '/');
    await sidebar(fresh).root.getByText(email).waitFor();
  });
});

describe('Preferences', () => {
  test('Claude as the default model: the composer marks it, and a message goes to Claude only', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await openSettings(page);
    await openTab(page, 'Preferences');
    const { preferences } = settingsPage(page);
    expect(await preferences.model('OpenAI (GPT)').isChecked()).toBe(true);
    await preferences.model('Claude (Anthropic)').click();
    await preferences.save.click();
    await toast(page, 'Preferences updated').waitFor();
    await toast(page, 'Your preferences have been saved successfully.').waitFor();

    await settingsPage(page).backToHome.click();
    const screen = chatScreen(page);
    await screen.modelToggle('Claude').getByText('(default)').waitFor();
    expect(await screen.modelToggle('OpenAI').getByText('(default)').count()).toBe(0);
    await sendMessage(page, 'Who answers by default?');
    await screen.replies('Claude').getByText('answers: Who answers by default?', { exact: false }).waitFor();
    expect(await fakes.requests('openai')).toEqual([]);
    expect(await screen.replies('OpenAI').count()).toBe(0);

    // The choice is the account's: a fresh load of the page reads it back from the server.
    await page.goto('/settings');
    await settingsPage(page).heading.waitFor();
    await openTab(page, 'Preferences');
    expect(await settingsPage(page).preferences.model('Claude (Anthropic)').isChecked()).toBe(true);
  });
});
