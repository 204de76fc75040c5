import type { Page } from 'playwright-core';
import { sidebar } from '#tests/e2e/helpers/screens';

export type SettingsTab = 'Profile' | 'Password' | 'Preferences' | 'Files';

/** The settings screen (/settings), found by roles and names. */
export function settingsPage(page: Page) {
  const panel = page.getByRole('tabpanel');
  return {
    heading: page.getByRole('heading', { name: 'Account Settings', level: 1 }),
    backToHome: page.getByRole('button', { name: 'Back to Home' }),
    tab: (name: SettingsTab) => page.getByRole('tab', { name }),
    /** A validation message in the open tab. */
    message: (text: string) => panel.getByText(text, { exact: true }),
    profile: {
      name: panel.getByRole('textbox', { name: 'Name' }),
      email: panel.getByRole('textbox', { name: 'Email' }),
      save: panel.getByRole('button', { name: 'Save Changes' }),
    },
    password: {
      current: panel.getByLabel('Current password', { exact: true }),
      next: panel.getByLabel('New password', { exact: true }),
      confirm: panel.getByLabel('Confirm new password', { exact: true }),
      change: panel.getByRole('button', { name: 'Change Password' }),
      set: panel.getByRole('button', { name: 'Set Password' }),
    },
    preferences: {
      model: (label: 'OpenAI (GPT)' | 'Claude (Anthropic)') => panel.getByRole('radio', { name: label }),
      helpBubbles: panel.getByRole('switch', { name: 'Help Bubbles' }),
      resetHelp: panel.getByRole('button', { name: 'Reset dismissed help' }),
      save: panel.getByRole('button', { name: 'Save Preferences' }),
    },
    files: {
      list: panel.getByRole('list', { name: 'Your files' }),
      storage: panel.getByRole('progressbar', { name: 'Storage used' }),
      none: panel.getByText('No files yet.', { exact: true }),
      delete: (name: string) => panel.getByRole('button', { name: `Delete ${name}`, exact: true }),
    },
  };
}

/** Opens Settings the way a person does: the sidebar's user menu (on mobile, inside the overlay). */
export async function openSettings(page: Page, { mobile = false } = {}): Promise<void> {
  if (mobile) await page.getByRole('button', { name: 'Open sidebar' }).click();
  await sidebar(page, { mobile }).userMenu.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  await settingsPage(page).heading.waitFor();
}

/** Opens a settings tab and waits for it. */
export async function openTab(page: Page, name: SettingsTab): Promise<void> {
  const tab = settingsPage(page).tab(name);
  await tab.click();
  await page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).waitFor();
}

/** The help bubbles of the chat screen: each tip's button name and the title of the tip it opens. */
export const TIPS = [
  { button: 'Tip: choosing models', title: 'Choosing models' },
  { button: 'Tip: attaching files', title: 'Attaching files' },
  { button: 'Tip: tuning replies', title: 'Tuning replies' },
  { button: 'Tip: projects', title: 'Projects' },
  { button: 'Tip: finding chats', title: 'Finding chats' },
] as const;

export const tipButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** An open tip: a dialog named by its title. */
export const tipDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
