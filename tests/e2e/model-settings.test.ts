import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

describe('Model Settings', () => {
  test('offer the documented ranges, and the chosen model, temperature and max tokens are what the provider is asked with', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const side = sidebar(page);
    await side.root.getByRole('button', { name: 'Model Settings' }).click();

    const range = async (name: string) => {
      const slider = side.root.getByRole('slider', { name });
      return [
        await slider.getAttribute('aria-valuemin'),
        await slider.getAttribute('aria-valuemax'),
        await slider.getAttribute('aria-valuenow'),
      ];
    };
    expect(await range('OpenAI temperature')).toEqual(['0', '2', '0.7']);
    expect(await range('Claude temperature')).toEqual(['0', '1', '0.7']);
    expect(await range('OpenAI max tokens')).toEqual(['100', '4000', '1024']);

    await side.root.getByRole('combobox', { name: 'OpenAI model' }).click();
    await page.getByRole('option', { name: 'GPT-4 Turbo' }).click();
    await side.root.getByRole('slider', { name: 'OpenAI temperature' }).press('ArrowRight');
    await side.root.getByRole('slider', { name: 'OpenAI max tokens' }).press('End');
    expect(await range('OpenAI temperature')).toEqual(['0', '2', '0.8']);
    expect(await range('OpenAI max tokens')).toEqual(['100', '4000', '4000']);

    await sendMessage(page, 'Which model are you?');
    await chatScreen(page).replies('OpenAI').getByText('OpenAI (gpt-4-turbo) answers: Which model are you?').waitFor();
    const [request] = await fakes.requests('openai');
    expect(request).toMatchObject({ model: 'gpt-4-turbo', max_tokens: 4000 });
    expect(request?.temperature).toBeCloseTo(0.8);
  });

  test('follow the user to another browser, and outlive signing out', async () => {
    const email = newEmail();
    const first = await e2e.newPage();
    await signInWithTestLogin(first, email);
    const firstSide = await openModelSettings(first);
    await firstSide.root.getByRole('combobox', { name: 'OpenAI model' }).click();
    await first.getByRole('option', { name: 'GPT-4 Turbo' }).click();
    await saved(first, () => firstSide.root.getByRole('slider', { name: 'Claude temperature' }).press('ArrowLeft'));
    await firstSide.userMenu.click();
    await first.getByRole('menuitem', { name: 'Logout' }).click();
    await first.waitForURL((url) => url.pathname === '/login');

    const second = await e2e.newPage();
    await signInWithTestLogin(second, email);
    const secondSide = await openModelSettings(second);
    const model = secondSide.root.getByRole('combobox', { name: 'OpenAI model' });
    await secondSide.root.getByText('GPT-4 Turbo').waitFor();
    expect(await model.getAttribute('title')).toBe('gpt-4-turbo');
    const temperature = secondSide.root.getByRole('slider', { name: 'Claude temperature' });
    expect(await temperature.getAttribute('aria-valuenow')).toBe('0.6');
  });
});

async function openModelSettings(page: Page) {
  const side = sidebar(page);
  await side.root.getByRole('button', { name: 'Model Settings' }).click();
  return side;
}

/** Does `change` and waits until the server has stored the settings. */
async function saved(page: Page, change: () => Promise<void>) {
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/model-settings') && response.request().method() === 'PUT',
  );
  await change();
  expect((await stored).status()).toBe(200);
}
