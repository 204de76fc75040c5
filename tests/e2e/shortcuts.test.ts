import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { waitForFocus } from '#tests/e2e/helpers/focus';
import { holdScript } from '#tests/e2e/helpers/hold-script';
import { chatScreen, newEmail, sidebar, startConversation } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

// Chromium here runs on Linux: the platform modifier is Ctrl.
const DESCRIPTIONS = [
  'New chat',
  'Focus the message box',
  'Search conversations',
  'Show or hide the sidebar',
  'Stop replies',
  'Vote for the first answer',
  'Vote a tie',
  'Vote both bad',
  'Vote for the second answer',
  'Keyboard shortcuts',
];

const shortcutsDialog = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });
const sidebarToggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });

describe('keyboard shortcuts', () => {
  test('Ctrl+Shift+O starts a new chat at / with the empty message box focused', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await startConversation(page, 'Where is Lisbon?');
    await sidebar(page).search.click();

    await page.keyboard.press('Control+Shift+O');
    await page.waitForURL((url) => url.pathname === '/');
    await screen.chat.getByText('Welcome to Pairwise').waitFor();
    await waitForFocus(screen.messageBox);
    expect(await screen.messageBox.inputValue()).toBe('');

    // Again on that fresh chat: it is reused, and the focus still comes back from elsewhere.
    await sidebar(page).search.click();
    await page.keyboard.press('Control+Shift+O');
    await waitForFocus(screen.messageBox);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('Shift+Esc focuses the message box, from a field too; Ctrl+K focuses the search', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    const side = sidebar(page);
    await waitForFocus(screen.messageBox);

    await page.keyboard.press('Control+K');
    await waitForFocus(side.search);
    await page.keyboard.type('plans');
    expect(await side.search.inputValue()).toBe('plans');

    await page.keyboard.press('Shift+Escape');
    await waitForFocus(screen.messageBox);
    await sidebarToggle(page).focus();
    await page.keyboard.press('Shift+Escape');
    await waitForFocus(screen.messageBox);
  });

  test('Ctrl+Shift+S collapses and expands the sidebar, and the choice outlasts a reload', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const side = sidebar(page);
    const toggle = sidebarToggle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-controls')).toBe(await side.root.getAttribute('id'));

    await page.keyboard.press('Control+Shift+S');
    await side.root.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The chat takes the room the sidebar leaves.
    const chat = await chatScreen(page).chat.boundingBox();
    expect(chat?.x).toBe(0);

    await page.reload();
    await chatScreen(page).messageBox.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await side.root.isVisible()).toBe(false);

    // Searching shows it again, focused on the search box.
    await page.keyboard.press('Control+K');
    await waitForFocus(side.search);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // Hiding it with the focus inside leaves the focus on the button that brings it back.
    await page.keyboard.press('Control+Shift+S');
    await side.root.waitFor({ state: 'hidden' });
    await waitForFocus(toggle);
    await toggle.click();
    await side.root.waitFor();
    await page.reload();
    await side.root.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  test('"?" lists every shortcut, Escape closes the list and the focus goes back; in the message box "?" is typed', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    const dialog = shortcutsDialog(page);

    await screen.messageBox.focus();
    await page.keyboard.type('Why?');
    expect(await screen.messageBox.inputValue()).toBe('Why?');
    expect(await dialog.count()).toBe(0);

    await sidebarToggle(page).focus();
    await page.keyboard.press('Shift+Slash');
    await dialog.waitFor();
    for (const description of DESCRIPTIONS) {
      await dialog.getByRole('rowheader', { name: description, exact: true }).waitFor();
    }
    const searchKeys = dialog.getByRole('row', { name: /Search conversations/ }).locator('kbd kbd');
    expect(await searchKeys.allTextContents()).toEqual(['Ctrl', 'K']);
    const newChatKeys = dialog.getByRole('row', { name: /New chat/ }).locator('kbd kbd');
    expect(await newChatKeys.allTextContents()).toEqual(['Ctrl', 'Shift', 'O']);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(sidebarToggle(page));

    // Ctrl+/ works from the message box itself, and leaves the text alone.
    await screen.messageBox.focus();
    await page.keyboard.press('Control+Slash');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(screen.messageBox);
    expect(await screen.messageBox.inputValue()).toBe('Why?');
  });

  test("the keys work from the moment the screen shows, while the list's code is still on its way", async () => {
    const page = await e2e.newPage();
    const list = await holdScript(page, 'shortcuts-dialog');
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    const dialog = shortcutsDialog(page);
    await screen.messageBox.waitFor();
    expect(list.asked()).toBe(true);

    await page.keyboard.press('Control+K');
    await waitForFocus(sidebar(page).search);
    await page.keyboard.press('Control+Slash');
    list.release();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('the user menu opens the list too, and no shortcut fires while a dialog is open', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const side = sidebar(page);
    const dialog = shortcutsDialog(page);

    await side.userMenu.click();
    await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Control+Shift+S');
    await page.keyboard.press('Control+K');
    await waitForFocus(dialog.getByRole('button', { name: 'Close' }));

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(side.userMenu);
    expect(await sidebarToggle(page).getAttribute('aria-expanded')).toBe('true');
  });

  test('on a phone Ctrl+K opens the sidebar with the search focused, and Shift+Esc goes back to the message box', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    const side = sidebar(page, { mobile: true });
    const menuButton = page.getByRole('button', { name: 'Open sidebar' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    const controls = await menuButton.getAttribute('aria-controls');

    await page.keyboard.press('Control+K');
    await side.root.waitFor();
    await waitForFocus(side.search);
    expect(await side.root.getAttribute('id')).toBe(controls);

    await page.keyboard.press('Shift+Escape');
    await side.root.waitFor({ state: 'detached' });
    await waitForFocus(screen.messageBox);
    // Not back to the button that opened it, as Escape would.
    await menuButton.click();
    await waitForFocus(side.root.getByRole('button', { name: 'Close sidebar' }));
    await page.keyboard.press('Shift+Escape');
    await side.root.waitFor({ state: 'detached' });
    await waitForFocus(screen.messageBox);

    // The toggle opens and closes the overlay.
    await page.keyboard.press('Control+Shift+S');
    await side.root.waitFor();
    await page.keyboard.press('Control+Shift+S');
    await side.root.waitFor({ state: 'detached' });
  });
});
