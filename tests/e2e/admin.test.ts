import { randomUUID } from 'node:crypto';
import { describe, expect, inject, test } from 'vitest';
import {
  addUserThroughDialog,
  adminPage,
  createUsersThroughApi,
  filterByRole,
  listedNames,
  makePasswordResetLink,
  openAdmin,
  searchUsers,
  usageFigure,
} from '#tests/e2e/helpers/admin-page';
import { screenshot, signInAsAdmin, signInWithTestLogin, useBrowser, type VIEWPORTS } from '#tests/e2e/helpers/browser';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, pressBothToggles, sendMessage, sidebar, toast } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const adminEmail = inject('e2eAdminEmail');

/** A word no other test uses, so that a search finds only this test's users. */
const tag = () => `t${randomUUID().slice(0, 6)}`;

describe('admin dashboard', () => {
  test('shows the header and the tabs, each with its content, and goes back home', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    await page.getByRole('banner').getByText('Pairwise').waitFor();
    await page.getByRole('banner').getByText('Admin', { exact: true }).waitFor();
    await page.getByText('Manage your application', { exact: true }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Users',
      'Settings',
      'API Usage',
      'Connections',
      'System Logs',
    ]);
    expect(await admin.tab('Users').getAttribute('aria-selected')).toBe('true');
    expect(await admin.usersTable.getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'Email',
      'Role',
      'Status',
      'Last Active',
      'Actions',
    ]);

    await admin.tab('Settings').click();
    for (const group of ['Sign-up', 'Starting pair', 'Limits per user'] as const) {
      await admin.settingsGroup(group).getByRole('button', { name: 'Save' }).waitFor();
    }
    await admin.tab('System Logs').click();
    await page.getByRole('tabpanel', { name: 'System Logs' }).getByRole('heading', { name: 'System Logs' }).waitFor();
    await admin.logCount.waitFor();

    await admin.backHome.click();
    await page.waitForURL((url) => url.pathname === '/');
    await chatScreen(page).messageBox.waitFor();
  });

  test('adds users, finds them by name, e-mail and username, and filters by role', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    const t = tag();
    await addUserThroughDialog(page, { name: `Ada ${t}`, email: `ada-${t}@pairwise.test`, username: `countess-${t}` });
    await addUserThroughDialog(page, {
      name: `Brian ${t}`,
      email: `brian-${t}@pairwise.test`,
      password: 'long enough password',
      isAdmin: true,
    });

    await searchUsers(page, t);
    expect((await listedNames(page)).sort()).toEqual([`Ada ${t}`, `Brian ${t}`]);
    await admin.summary.filter({ hasText: 'Showing 2 of 2 results' }).waitFor();
    const ada = admin.row(`Ada ${t}`);
    expect(await ada.getByRole('cell').allTextContents()).toEqual([
      `Ada ${t}@countess-${t}`,
      `ada-${t}@pairwise.test`,
      'User',
      // Added by an admin, never signed in yet.
      'Inactive',
      'Never',
      '',
    ]);
    await admin.row(`Brian ${t}`).getByText('Admin', { exact: true }).waitFor();

    await searchUsers(page, `ADA-${t}@PAIRWISE`);
    expect(await listedNames(page)).toEqual([`Ada ${t}`]);
    await searchUsers(page, `countess-${t}`);
    expect(await listedNames(page)).toEqual([`Ada ${t}`]);

    await searchUsers(page, t);
    await filterByRole(page, 'Admin');
    expect(await listedNames(page)).toEqual([`Brian ${t}`]);
    await filterByRole(page, 'User');
    expect(await listedNames(page)).toEqual([`Ada ${t}`]);
    await filterByRole(page, 'All roles');
    expect(await listedNames(page)).toHaveLength(2);

    await searchUsers(page, `nobody-${t}`);
    await admin.usersTable.getByText('No users found').waitFor();
  });

  test("the Add User dialog shows the server's refusal of a taken e-mail", async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    e2e.allowConsoleError(/status of 409 \(Conflict\).*\/api\/admin\/users/);
    await admin.addUser.click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Second Admin');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(adminEmail);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText('That e-mail address is already in use.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('edits a user: name and role', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    const t = tag();
    await createUsersThroughApi(page, [{ name: `Carol ${t}`, email: `carol-${t}@pairwise.test` }]);
    await searchUsers(page, t);
    await admin.editButton(`Carol ${t}`).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    expect(await name.inputValue()).toBe(`Carol ${t}`);
    await name.fill(`Caroline ${t}`);
    await dialog.getByRole('switch', { name: 'Administrator' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'User updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.row(`Caroline ${t}`).getByText('Admin', { exact: true }).waitFor();

    await filterByRole(page, 'Admin');
    expect(await listedNames(page)).toEqual([`Caroline ${t}`]);
    // The change was stored: a fresh page shows it too.
    await page.reload();
    await searchUsers(page, t);
    expect(await listedNames(page)).toEqual([`Caroline ${t}`]);
  });

  test('a password reset link sets a new password in a fresh browser, which then signs in with it', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    await openAdmin(page);
    const t = tag();
    const email = `dora-${t}@pairwise.test`;
    await createUsersThroughApi(page, [{ name: `Dora ${t}`, email, password: 'the old password' }]);
    await searchUsers(page, t);

    const url = await makePasswordResetLink(page, `Dora ${t}`);
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe(`${e2e.baseUrl}/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

    const fresh = await e2e.newPage();
    await fresh.goto(url);
    await fresh.getByLabel('New password', { exact: true }).fill('a brand new password');
    await fresh.getByLabel('Confirm new password', { exact: true }).fill('a brand new password');
    await fresh.getByRole('button', { name: 'Set password' }).click();
    await fresh.getByText('Your password has been changed.').waitFor();
    await fresh.getByRole('link', { name: 'Sign in with it.' }).click();
    await fresh.waitForURL((address) => address.pathname === '/login');
    await fresh.getByRole('textbox', { name: 'Email' }).fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill('a brand new password');
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
    await fresh.waitForURL((address) => address.pathname === '/');
    await sidebar(fresh).root.getByText(email).waitFor();

    // Used once: opened again, the link is refused and offers no form.
    e2e.allowConsoleError(/status of 403 \(Forbidden\).*\/api\/auth\/password-reset/);
    const again = await e2e.newPage();
    await again.goto(url);
    await again.getByLabel('New password', { exact: true }).fill('yet another password');
    await again.getByLabel('Confirm new password', { exact: true }).fill('yet another password');
    await again.getByRole('button', { name: 'Set password' }).click();
    await again.getByText(/This password reset link is not valid/).waitFor();
    expect(await again.getByLabel('New password', { exact: true }).count()).toBe(0);
  });

  test('deletes a user after confirmation; Cancel keeps them', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    const t = tag();
    await createUsersThroughApi(page, [{ name: `Dave ${t}`, email: `dave-${t}@pairwise.test` }]);
    await searchUsers(page, t);

    await admin.deleteButton(`Dave ${t}`).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Delete User' });
    await dialog.getByText('Are you sure you want to delete this user? This action cannot be undone.').waitFor();
    await dialog.getByText(`Dave ${t}`, { exact: true }).waitFor();
    await dialog.getByText(`dave-${t}@pairwise.test`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await listedNames(page)).toEqual([`Dave ${t}`]);

    await admin.deleteButton(`Dave ${t}`).click();
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await toast(page, 'User deleted').waitFor();
    await toast(page, 'The user has been successfully deleted.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.usersTable.getByText('No users found').waitFor();
    await page.reload();
    await searchUsers(page, t);
    await admin.usersTable.getByText('No users found').waitFor();
  });

  test("the protected account's delete button is disabled and says why", async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    await searchUsers(page, adminEmail);
    const row = admin.row(adminEmail);
    await row.waitFor();
    const name = (await admin.rowName(row).textContent()) ?? '';
    const remove = admin.deleteButton(name);
    expect(await remove.isDisabled()).toBe(true);
    expect(await admin.editButton(name).isEnabled()).toBe(true);
    await remove.locator('xpath=..').hover();
    await page.getByRole('tooltip').getByText('The built-in administrator account cannot be deleted.').waitFor();
  });

  test('pages through more users than fit on one page', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    const t = tag();
    const users = Array.from({ length: 23 }, (_, index) => ({
      name: `Pager ${t} ${String(index + 1).padStart(2, '0')}`,
      email: `pager-${index + 1}-${t}@pairwise.test`,
    }));
    await createUsersThroughApi(page, users);
    await searchUsers(page, t);
    await admin.summary.filter({ hasText: 'Showing 20 of 23 results' }).waitFor();
    expect(await admin.previous.isDisabled()).toBe(true);
    expect(await admin.next.isEnabled()).toBe(true);
    const firstPage = await listedNames(page);
    expect(firstPage).toHaveLength(20);

    await admin.next.click();
    await admin.summary.filter({ hasText: 'Showing 3 of 23 results' }).waitFor();
    const secondPage = await listedNames(page);
    expect(secondPage).toHaveLength(3);
    expect([...firstPage, ...secondPage].sort()).toEqual(users.map((user) => user.name).sort());
    expect(await admin.next.isDisabled()).toBe(true);

    await admin.previous.click();
    await admin.summary.filter({ hasText: 'Showing 20 of 23 results' }).waitFor();
    expect(await listedNames(page)).toEqual(firstPage);

    // A narrower search starts again at the first page.
    await admin.next.click();
    await admin.summary.filter({ hasText: 'Showing 3 of 23 results' }).waitFor();
    await searchUsers(page, `pager-1-${t}@`);
    await admin.summary.filter({ hasText: 'Showing 1 of 1 results' }).waitFor();
    expect(await admin.previous.isDisabled()).toBe(true);
  });

  test("API Usage counts the admin's chat message per provider", async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    await admin.tab('API Usage').click();
    await admin.providerCard('OpenAI').waitFor();
    const before = {
      openai: await usageFigure(admin.providerCard('OpenAI'), 'Requests'),
      claude: await usageFigure(admin.providerCard('Claude'), 'Requests'),
    };

    await page.goto('/');
    const chat = chatScreen(page);
    await pressBothToggles(page);
    await sendMessage(page, 'How many tokens is this?');
    await chat.replies('OpenAI').waitFor();
    await chat.replies('Claude').waitFor();

    await openAdmin(page);
    await admin.tab('API Usage').click();
    await admin.providerCard('OpenAI').waitFor();
    expect(await usageFigure(admin.providerCard('OpenAI'), 'Requests')).toBe(before.openai + 1);
    expect(await usageFigure(admin.providerCard('Claude'), 'Requests')).toBe(before.claude + 1);
    expect(await usageFigure(admin.providerCard('OpenAI'), 'Input tokens')).toBeGreaterThan(0);
    expect(await admin.usageTable.getByRole('row').count()).toBeGreaterThan(1);
  });

  test('Connections lists every connection, and Test asks one now', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    await admin.tab('Connections').click();
    const table = page.getByRole('table', { name: 'Connections' });
    await table.waitFor();
    expect(await table.locator('tbody tr td:first-child > div:first-child').allTextContents()).toEqual([
      'OpenAI',
      'Claude',
      'Gemini',
    ]);

    await table.getByRole('button', { name: 'Test OpenAI' }).click();
    await table.getByText(/^Answered: \d+ models in \d+ ms$/).waitFor();
    // Gemini too has a key here (its fake): every built-in answers.
    await table.getByRole('button', { name: 'Test Gemini' }).click();
    await table
      .getByRole('row')
      .filter({ hasText: 'Gemini' })
      .getByText(/^Answered: \d+ models in \d+ ms$/)
      .waitFor();
  });

  test('a user who is not an admin has no Admin Panel entry and is sent from /admin to /', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('plain'));
    await sidebar(page).userMenu.click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await chatScreen(page).messageBox.waitFor();
    expect(await adminPage(page).heading.count()).toBe(0);
  });
});

describe.each(['desktop', 'mobile'] as (keyof typeof VIEWPORTS)[])(
  'the admin dashboard fits at %s size',
  (viewport) => {
    test('Users tab, Add User dialog, delete dialog and API Usage tab', async () => {
      const page = await e2e.newPage({ viewport });
      await signInAsAdmin(page);
      const admin = await openAdmin(page);
      const t = tag();
      await createUsersThroughApi(page, [
        { name: `Eve Example ${t}`, email: `eve-${t}@pairwise.test`, isAdmin: true },
        { name: `Frank Longname-Withhyphen ${t}`, email: `frank.a.very.long.address-${t}@pairwise.test` },
      ]);
      await page.reload();
      await admin.rows.first().waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/admin-users`, { fullPage: true });

      await admin.addUser.click();
      await page.getByRole('dialog', { name: 'Add User' }).waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/admin-add-user-dialog`);
      await page.keyboard.press('Escape');

      await searchUsers(page, t);
      await admin.deleteButton(`Frank Longname-Withhyphen ${t}`).click();
      await page.getByRole('alertdialog', { name: 'Confirm Delete User' }).waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/admin-delete-user-dialog`);
      await page.keyboard.press('Escape');

      await admin.tab('API Usage').click();
      await admin.providerCard('OpenAI').waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/admin-api-usage`, { fullPage: true });
    });
  },
);
