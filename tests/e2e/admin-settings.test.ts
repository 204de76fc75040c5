import { describe, expect, test } from 'vitest';
import { openAdmin, resetSettings } from '#tests/e2e/helpers/admin-page';
import { expectAccessibleEverywhere } from '#tests/e2e/helpers/axe';
import { postFromPage, signInAsAdmin, signInWithTestLogin, useBrowser, VIEWPORTS } from '#tests/e2e/helpers/browser';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, toast } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

const CLOSED = 'This server is not taking new sign-ups: to get an account, ask an administrator to add you.';

// Each test puts the settings back to the defaults however it ends: the files after it share the server.
describe('Admin → Settings', () => {
  test('an admin closes sign-up: the login page then offers sign-in alone, until sign-up is back to its default', async () => {
    const admin = await e2e.newPage();
    await signInAsAdmin(admin);
    const panel = await openAdmin(admin);
    try {
      await panel.tab('Settings').click();
      const signUp = panel.settingsGroup('Sign-up');
      const password = signUp.getByRole('switch', { name: 'Anyone may sign up with a password' });
      const google = signUp.getByRole('switch', { name: 'A new Google account makes an account' });
      await password.waitFor();
      expect(await signUp.getByText('Default: on (in use)').count()).toBe(2);
      await password.click();
      await google.click();
      await signUp.getByRole('button', { name: 'Save' }).click();
      await toast(admin, 'Settings saved').waitFor();
      expect(await password.getAttribute('aria-checked')).toBe('false');

      const visitor = await e2e.newPage();
      await visitor.goto('/login');
      await visitor.getByText(CLOSED).waitFor();
      await visitor.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect(await visitor.getByRole('tab', { name: 'Create account' }).count()).toBe(0);
      const refused = await postFromPage(visitor, '/api/auth/register', {
        name: 'Late Comer',
        email: newEmail('closed'),
        password: 'correct horse battery',
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'sign_up_closed' });

      await signUp.getByRole('button', { name: 'Use default for Anyone may sign up with a password' }).click();
      await signUp.getByRole('button', { name: 'Save' }).click();
      await signUp.getByText('Default: on (in use)').waitFor();
      await visitor.reload();
      await visitor.getByRole('tab', { name: 'Create account' }).waitFor();
      // Google sign-up is still closed, and the page says so.
      await visitor.getByText(CLOSED).waitFor();
    } finally {
      await resetSettings(admin);
    }
  });

  test('a starting pair the admin chooses is the one a new account starts with; the tab reads well on a phone', async () => {
    const admin = await e2e.newPage();
    await signInAsAdmin(admin);
    const panel = await openAdmin(admin);
    try {
      await panel.tab('Settings').click();
      const group = panel.settingsGroup('Starting pair');
      await group.getByRole('radio', { name: 'These two models' }).click();
      const sideA = group.getByRole('combobox', { name: 'Side A Connection' });
      await sideA.selectOption({ label: 'Gemini' });
      const modelA = group.getByRole('combobox', { name: 'Side A Model' });
      const modelB = group.getByRole('combobox', { name: 'Side B Model' });
      const selected = (select: typeof modelA) => select.locator('option:checked').textContent();
      const [nameA, nameB] = [await selected(modelA), await selected(modelB)];
      await group.getByRole('button', { name: 'Save' }).click();
      await toast(admin, 'Settings saved').waitFor();
      await expectAccessibleEverywhere(admin, 'admin Settings with a pair chosen');
      await admin.setViewportSize(VIEWPORTS.mobile);
      await expectNoHorizontalOverflow(admin);

      const newcomer = await e2e.newPage();
      await signInWithTestLogin(newcomer, newEmail('pair'), { comparing: true });
      await chatScreen(newcomer)
        .pairButton.filter({ hasText: `${nameA}` })
        .filter({ hasText: `${nameB}` })
        .waitFor();
    } finally {
      await resetSettings(admin);
    }
  });
});
