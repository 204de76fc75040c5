import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { focusedDescription, waitForFocus } from '#tests/e2e/helpers/focus';
import { holdScript } from '#tests/e2e/helpers/hold-script';
import { newEmail, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

// A menu's code loads as it is first opened (decision 050): its trigger is a stand-in until then,
// and Radix's own trigger takes its place as the menu opens. The user menu is such a menu.

/** Waits until the focus is inside the open menu. */
async function waitForFocusInMenu(page: Page) {
  try {
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null, null, {
      timeout: 5_000,
    });
  } catch {
    throw new Error(`expected the focus in the menu, but it is on ${await focusedDescription(page)}`);
  }
}

describe('a menu loaded as it is first opened', () => {
  test('opens with Enter once its code is in, with the focus on its first item, and gives it back on Escape', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('menus'));
    const held = await holdScript(page, 'radix-dropdown-menu');
    const trigger = sidebar(page).userMenu;
    await expect(trigger.getAttribute('aria-haspopup')).resolves.toBe('menu');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');

    await trigger.focus();
    await page.keyboard.press('Enter');
    // The focus went to the button, which asked for the code: the menu waits for it.
    await expect.poll(held.asked).toBe(true);
    expect(await page.getByRole('menu').count()).toBe(0);

    held.release();
    await waitForFocus(page.getByRole('menuitem', { name: 'Settings' }));
    await page.keyboard.press('Escape');
    await waitForFocus(trigger);
    expect(await page.getByRole('menu').count()).toBe(0);
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');

    // Radix's own trigger from then on.
    await page.keyboard.press('ArrowDown');
    await waitForFocus(page.getByRole('menuitem', { name: 'Settings' }));
    await page.keyboard.press('Escape');
    await waitForFocus(trigger);
  });

  test('opens with ArrowDown on a first opening, and gives the focus back on Escape', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('menus'));
    const trigger = sidebar(page).userMenu;
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await waitForFocus(page.getByRole('menuitem', { name: 'Settings' }));
    await page.keyboard.press('Escape');
    await waitForFocus(trigger);
  });

  test('opens on a click, with the focus in the menu, and gives it back to its button on Escape', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('menus'));
    const held = await holdScript(page, 'radix-dropdown-menu');
    const trigger = sidebar(page).userMenu;
    await trigger.click();
    await expect.poll(held.asked).toBe(true);
    held.release();
    await page.getByRole('menu').waitFor();
    await waitForFocusInMenu(page);
    await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).waitFor();

    await page.keyboard.press('Escape');
    await waitForFocus(trigger);
    // A second click opens it at once, Radix's own.
    await trigger.click();
    await waitForFocusInMenu(page);
  });
});
