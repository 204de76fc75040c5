import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, pressBothToggles, sendMessage } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
useFakeProviders();

describe('icon-only buttons', () => {
  test('every one on the chat screen says what it does on hover: a title, or a tooltip', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('tooltips'));
    const screen = chatScreen(page);
    await pressBothToggles(page);
    await sendMessage(page, 'Name a lake');
    for (const label of ['OpenAI', 'Claude'] as const) {
      await screen.replies(label).getByRole('button', { name: 'Copy' }).waitFor();
    }
    // Tooltips load once the screen has settled, their triggers showing the text as a title until
    // then (decision 050): the tooltips themselves are checked once they are in.
    await page.waitForFunction(
      () => document.querySelector('button[aria-label="Toggle sidebar"]')?.hasAttribute('title') === false,
    );
    // Buttons and links shown with no text of their own, and no title: each must have a tooltip.
    const untitled = await page.evaluate(() => {
      const marked: string[] = [];
      for (const [index, element] of [...document.querySelectorAll<HTMLElement>('button, a[href]')].entries()) {
        const shown = element.checkVisibility() && element.getBoundingClientRect().width > 0;
        if (!shown || element.innerText.trim() !== '' || element.title !== '') continue;
        element.dataset.untitled = String(index);
        marked.push(element.getAttribute('aria-label') ?? element.outerHTML.slice(0, 80));
      }
      return marked;
    });
    expect(untitled.length).toBeGreaterThan(0);
    const silent: string[] = [];
    for (const [index, name] of untitled.entries()) {
      const control = page.locator('[data-untitled]').nth(index);
      await control.hover();
      // A tooltip describes its trigger while it shows.
      const described = await page
        .waitForFunction(
          (element) => {
            const id = element?.getAttribute('aria-describedby');
            return id !== null && id !== undefined && document.getElementById(id)?.getAttribute('role') === 'tooltip';
          },
          await control.elementHandle(),
          { timeout: 2_000 },
        )
        .then(() => true)
        .catch(() => false);
      if (!described) silent.push(name);
      await page.keyboard.press('Escape');
    }
    expect(silent).toEqual([]);
  });
});
