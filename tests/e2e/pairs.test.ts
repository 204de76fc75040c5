import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousViolations } from '#tests/e2e/helpers/axe';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { boxesInOneFrame } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, sendMessage } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

// Any two models, chosen in the composer's pair picker (docs/behaviour.md, Main chat screen).

/** Picks a model for the side the picker is on: searches, then picks the option named so. */
async function pick(page: Page, search: string, option: RegExp): Promise<void> {
  const picker = chatScreen(page).pairPicker;
  await picker.getByRole('combobox').fill(search);
  await picker.getByRole('option', { name: option }).click();
}

describe('the pair picker', () => {
  test('Claude against Gemini: both stream side by side, Claude left as chosen, each stops alone, a reload keeps the pair', async () => {
    // Each fake sends its whole answer, then holds the reply open: both stay in progress until stopped.
    for (const provider of ['anthropic', 'gemini'] as const)
      await fakes.setFault(provider, { kind: 'drip', delayMs: 20, holdAfter: 8 });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('pair'));
    const screen = chatScreen(page);
    await screen.pairButton.click();
    await screen.pairPicker.getByRole('combobox').waitFor();
    await expectNoSeriousViolations(page, 'pair picker');
    // By keyboard: the search keeps the focus, Enter picks the first match.
    await page.keyboard.type('claude');
    await page.keyboard.press('Enter');
    await pick(page, 'gemini', /^Gemini 2\.5 Flash \(/);
    await screen.pairPicker.waitFor({ state: 'detached' });
    expect(await screen.pairButton.textContent()).toMatch(/vs Gemini 2\.5 Flash$/);

    await sendMessage(page, 'Name a river.');
    const claude = screen.replies('Claude');
    const gemini = screen.replies('Gemini');
    await claude.getByText(/^Claude \(claude-[\w.-]+\) answers: Name a river\.$/).waitFor();
    await gemini.getByText('Gemini (gemini-2.5-flash) answers: Name a river.').waitFor();
    expect([await claude.getAttribute('aria-busy'), await gemini.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    const [left, right] = await boxesInOneFrame(claude, gemini);
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);

    // Gemini's own Stop ends its side only; Claude's goes on until stopped in turn.
    await gemini.getByRole('button', { name: 'Stop Gemini reply' }).click();
    await expect.poll(() => gemini.getAttribute('aria-busy')).toBeNull();
    expect(await claude.getAttribute('aria-busy')).toBe('true');
    await claude.getByRole('button', { name: 'Stop Claude reply' }).click();
    await expect.poll(() => claude.getAttribute('aria-busy')).toBeNull();

    await page.reload();
    await gemini.getByText('Gemini (gemini-2.5-flash) answers: Name a river.').waitFor();
    expect(await screen.pairButton.textContent()).toMatch(/vs Gemini 2\.5 Flash$/);
    const [shownLeft, shownRight] = await boxesInOneFrame(claude, gemini);
    expect(shownLeft.x).toBeLessThan(shownRight.x);
  });

  test('two models of one connection: two replies, each named by its model; a side’s own temperature is sent', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('same-pair'));
    const screen = chatScreen(page);
    await screen.pairButton.click();
    await pick(page, 'gpt', /^GPT-4o( \(|$)/);
    await pick(page, 'gpt', /^GPT-4 Turbo( \(|$)/);
    await screen.pairPicker.waitFor({ state: 'detached' });

    // GPT-4o's own temperature, one step up from OpenAI's default, goes to the server with its side.
    await screen.composer.getByRole('button', { name: 'Settings for GPT-4o' }).click();
    const temperature = page.getByRole('dialog', { name: 'Settings for GPT-4o' }).getByRole('slider', {
      name: 'GPT-4o temperature',
    });
    const before = Number(await temperature.getAttribute('aria-valuenow'));
    await expectNoSeriousViolations(page, 'side settings');
    await temperature.press('ArrowRight');
    await expect.poll(() => temperature.getAttribute('aria-valuenow')).not.toBe(String(before));
    const chosen = Number(await temperature.getAttribute('aria-valuenow'));
    expect(chosen).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    const chat = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/chat'));
    await sendMessage(page, 'Name a lake.');
    const { contestants } = (await chat).postDataJSON() as { contestants: Record<string, unknown>[] };
    expect(contestants).toEqual([
      { provider: 'openai', model: 'gpt-4o', temperature: chosen },
      { provider: 'openai', model: 'gpt-4-turbo' },
    ]);
    const replies = screen.replies('OpenAI');
    await replies.getByText('OpenAI (gpt-4-turbo) answers: Name a lake.').waitFor();
    await replies.getByText('OpenAI (gpt-4o) answers: Name a lake.').waitFor();
    // Side a's reply first (on the left), each headed by its connection and its model.
    expect(await replies.nth(0).textContent()).toMatch(/^OpenAIGPT-4o(?! mini)/);
    expect(await replies.nth(1).textContent()).toMatch(/^OpenAIGPT-4 Turbo/);
    const vote = screen.chat.getByRole('group', { name: 'Which is better?' });
    expect(await vote.getByRole('button').allTextContents()).toEqual(['GPT-4o', 'Tie', 'Both bad', 'GPT-4 Turbo']);
  });
});
