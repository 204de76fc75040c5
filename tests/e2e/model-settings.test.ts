import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

describe('Model Settings', () => {
  test("offer SPEC's ranges, and the chosen model, temperature and max tokens are what the provider is asked with", async () => {
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
    await page.getByRole('option', { name: 'gpt-4-turbo' }).click();
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
});
