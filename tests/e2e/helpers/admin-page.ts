import type { Locator, Page } from 'playwright-core';
import { NOTHING_SAVED } from '#shared/api/admin-settings';
import { postFromPage } from '#tests/e2e/helpers/browser';
import { toast } from '#tests/e2e/helpers/screens';
import { e2eStack } from '#tests/e2e/helpers/stack';

export type AdminTab = 'Users' | 'Settings' | 'API Usage' | 'Connections' | 'System Logs';

/** The admin dashboard, found by roles and names. */
export function adminPage(page: Page) {
  const usersTable = page.getByRole('table', { name: 'Users' });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    backHome: page.getByRole('button', { name: 'Back to Home' }),
    tab: (name: AdminTab) => page.getByRole('tab', { name, exact: true }),
    search: page.getByRole('searchbox', { name: 'Search users' }),
    roleFilter: page.getByRole('combobox', { name: 'Filter by role' }),
    addUser: page.getByRole('button', { name: 'Add User', exact: true }),
    usersTable,
    /** The body rows (the header row left out). */
    rows: usersTable.locator('tbody tr'),
    /** A user's row, by a text it shows (name, @username or e-mail). */
    row: (text: string) => usersTable.getByRole('row').filter({ hasText: text }),
    /** The name shown in a row (its first cell's first line). */
    rowName: (row: Locator) => row.locator('td:first-child > div:first-child'),
    summary: page.getByText(/^Showing \d+ of \d+ results$/),
    previous: page.getByRole('button', { name: 'Previous' }),
    next: page.getByRole('button', { name: 'Next' }),
    editButton: (name: string) => usersTable.getByRole('button', { name: `Edit ${name}`, exact: true }),
    deleteButton: (name: string) => usersTable.getByRole('button', { name: `Delete ${name}`, exact: true }),
    providerCard: (label: 'OpenAI' | 'Claude') => page.getByRole('region', { name: label, exact: true }),
    usageTable: page.getByRole('table', { name: 'Usage by user' }),
    period: page.getByRole('combobox', { name: 'Period' }),
    /** A group of the Settings tab, each a form with its own Save: "Sign-up", "Starting pair", "Limits per user". */
    settingsGroup: (name: 'Sign-up' | 'Starting pair' | 'Limits per user') => page.getByRole('form', { name }),
    logSearch: page.getByRole('searchbox', { name: 'Search logs' }),
    logLevel: page.getByRole('combobox', { name: 'Level' }),
    refreshLogs: page.getByRole('button', { name: 'Refresh', exact: true }),
    /** The System Logs' entries, newest first. */
    logEntries: page.getByRole('list', { name: 'Log entries' }).getByRole('listitem'),
    /** The line that counts the entries shown ("3 entries; this process keeps its last 500."). */
    logCount: page.getByText(/^[\d,]+ (entry|entries)( match)?; this process keeps its last [\d,]+\.$/),
  };
}

/**
 * Puts the admin's Settings back to the environment's defaults through the API, with the signed-in
 * admin's cookies: the e2e server is shared by the files that run after.
 */
export async function resetSettings(page: Page): Promise<void> {
  const response = await page.request.put('/api/admin/settings', {
    data: NOTHING_SAVED,
    headers: { origin: e2eStack().baseUrl },
  });
  if (!response.ok()) throw new Error(`resetting the settings: ${response.status()} ${await response.text()}`);
}

export async function openAdmin(page: Page): Promise<ReturnType<typeof adminPage>> {
  await page.goto('/admin');
  const admin = adminPage(page);
  await admin.heading.waitFor();
  return admin;
}

/** The names of the users listed on the current page of the table. */
export async function listedNames(page: Page): Promise<string[]> {
  const rows = adminPage(page).rows;
  return rows.evaluateAll((elements) =>
    elements.map((row) => row.querySelector('td:first-child > div:first-child')?.textContent ?? row.textContent ?? ''),
  );
}

/** Waits until the table shows the answer to the current search, role and page (it is busy until then). */
export async function waitForUsers(page: Page): Promise<void> {
  await page.locator('table[aria-label="Users"][aria-busy="false"]').waitFor();
}

/** Types a search and waits for its results (the box waits for typing to stop before asking). */
export async function searchUsers(page: Page, text: string): Promise<void> {
  await adminPage(page).search.fill(text);
  await waitForUsers(page);
}

/** Picks a role in the filter and waits for the list of that role. */
export async function filterByRole(page: Page, label: 'All roles' | 'Admin' | 'User'): Promise<void> {
  await adminPage(page).roleFilter.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await waitForUsers(page);
}

export interface NewUser {
  name: string;
  email: string;
  username?: string;
  password?: string;
  isAdmin?: boolean;
}

/** Creates a user the way an admin does: the Add User dialog, then its toast. */
export async function addUserThroughDialog(page: Page, user: NewUser): Promise<void> {
  await adminPage(page).addUser.click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(user.name);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  if (user.username) await dialog.getByRole('textbox', { name: 'Username (optional)' }).fill(user.username);
  if (user.password) await dialog.getByLabel('Password (optional)').fill(user.password);
  if (user.isAdmin) await dialog.getByRole('switch', { name: 'Administrator' }).click();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await toast(page, 'User created').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Creates users through the admin API with the signed-in admin's cookies (many at once, where the
 * dialog would be slow).
 */
export async function createUsersThroughApi(page: Page, users: NewUser[]): Promise<void> {
  for (const user of users) {
    const response = await postFromPage(page, '/api/admin/users', user);
    if (response.status() !== 201)
      throw new Error(`creating ${user.email}: ${response.status()} ${await response.text()}`);
  }
}

/** The figure shown under a label in a provider's usage card, as a number. */
export async function usageFigure(card: Locator, label: string): Promise<number> {
  const text = await card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

/** Makes a password reset link in the user's Edit User dialog and answers it as the dialog shows it. */
export async function makePasswordResetLink(page: Page, name: string): Promise<string> {
  await adminPage(page).editButton(name).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  const link = dialog.getByRole('textbox', { name: 'Password reset link' });
  await link.waitFor();
  await dialog.getByText(/^Expires .+\. Shown once: copy it now\.$/).waitFor();
  return link.inputValue();
}
