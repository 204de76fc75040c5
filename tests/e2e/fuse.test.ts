import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessibleEverywhere, expectNoSeriousViolations } from '#tests/e2e/helpers/axe';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, pressBothToggles, sendMessage } from '#tests/e2e/helpers/screens';

// Fuse (docs/decisions/054-fuse.md), against the fake providers, which answer a fuse with one
// sentence naming the question (tests/fakes/fuse-answer.ts).
const e2e = useBrowser();
const fakes = useFakeProviders();

const QUESTION = 'Which is the longest river in Europe?';
const FUSED = `Gemini (gemini-2.5-flash) answers: The best of both answers to: ${QUESTION}`;

async function askBoth(page: Page): Promise<void> {
  const screen = chatScreen(page);
  await pressBothToggles(page);
  await sendMessage(page, QUESTION);
  for (const label of ['OpenAI', 'Claude'] as const) {
    await screen.replies(label).getByRole('button', { name: 'Copy' }).waitFor();
  }
}

async function fuseWithGemini(page: Page, button: 'Fuse' | 'Fuse again'): Promise<void> {
  await chatScreen(page).chat.getByRole('button', { name: button, exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Fuse these answers' });
  await picker.getByRole('group', { name: 'Gemini' }).getByRole('button', { name: 'Gemini 2.5 Flash' }).click();
}

describe('fusing the two answers', () => {
  test('Gemini merges them under the pair: streamed with Stop, stopped, fused again, kept over a reload', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('fuse'));
    await askBoth(page);
    const screen = chatScreen(page);
    const fused = screen.chat.getByRole('region', { name: 'Fused answer' });

    // A few words, then nothing until stopped.
    await fakes.setFault('gemini', { kind: 'drip', delayMs: 50, holdAfter: 4 });
    await fuseWithGemini(page, 'Fuse');
    await fused.getByText('Fusing OpenAI’s and Claude’s answers…').waitFor();
    const writing = fused.getByRole('article', { name: 'Gemini reply' });
    await writing.getByText('Gemini', { exact: false }).first().waitFor();
    await expectNoSeriousViolations(page, 'a fused answer being written');
    await writing.getByRole('button', { name: 'Stop Gemini reply' }).click();
    await fused.getByText('Stopped').waitFor();
    await fused.getByText('Fused from OpenAI’s and Claude’s answers').waitFor();
    const prompts = (await fakes.requests('gemini')).map((body) => JSON.stringify(body));
    expect(prompts.filter((body) => body.includes('<answer_1>'))).toHaveLength(1);

    await fakes.setFault('gemini', null);
    await fuseWithGemini(page, 'Fuse again');
    const done = fused.getByRole('article', { name: 'Gemini reply' });
    await done.getByText(FUSED, { exact: true }).waitFor();
    await done.getByRole('button', { name: 'Copy' }).waitFor();
    expect(await done.getByRole('button', { name: 'Regenerate' }).count()).toBe(0);
    await expectAccessibleEverywhere(page, 'a fused answer under the pair');

    await page.reload();
    await fused.getByRole('article', { name: 'Gemini reply' }).getByText(FUSED, { exact: true }).waitFor();
    await fused.getByText('Fused from OpenAI’s and Claude’s answers').waitFor();
    // Still one of each side's, and one fused: the one stopped is set aside.
    expect(await screen.replies('OpenAI').count()).toBe(1);
    expect(await screen.replies('Claude').count()).toBe(1);
    expect(await fused.count()).toBe(1);
  });
});
