import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, pressBothToggles, sendMessage } from '#tests/e2e/helpers/screens';

// Judge (docs/decisions/046-judge.md), against the fake providers, which prefer the answer that
// names Claude wherever it is shown (tests/fakes/judge-answer.ts).
const e2e = useBrowser();
const fakes = useFakeProviders();

async function askBoth(page: Page, question: string): Promise<void> {
  const screen = chatScreen(page);
  await pressBothToggles(page);
  await sendMessage(page, question);
  for (const label of ['OpenAI', 'Claude'] as const) {
    await screen.replies(label).getByRole('button', { name: 'Copy' }).waitFor();
  }
}

describe('a judge of the two answers', () => {
  test('Gemini judges OpenAI against Claude in both orders; the verdict stays, and the scoreboard counts its agreement', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('judge'));
    await askBoth(page, 'Which is the highest mountain in the Alps?');
    const screen = chatScreen(page);

    await screen.chat.getByRole('button', { name: 'Judge' }).click();
    const picker = page.getByRole('dialog', { name: 'Judge these answers' });
    await picker.getByRole('group', { name: 'Gemini' }).getByRole('button').first().click();
    const verdict = screen.chat.getByText("Claude's answer is better");
    await verdict.waitFor();
    await screen.chat.getByText(/^Judge: Gemini/).waitFor();
    // Asked twice, one answer first each time.
    const judged = (await fakes.requests('gemini')).filter((body) => JSON.stringify(body).includes('<answer_1>'));
    expect(judged).toHaveLength(2);

    // The person agrees (key 4: the second answer's button), and the scoreboard says the judge did too.
    await screen.replies('Claude').getByText('Which is the highest', { exact: false }).click();
    const voted = page.waitForResponse((response) => response.url().endsWith('/vote') && response.ok());
    await page.keyboard.press('4');
    await voted;
    await page.reload();
    await verdict.waitFor();
    await screen.chat.getByRole('button', { name: 'Judge again' }).waitFor();
    await screen.chat
      .getByRole('group', { name: 'Which is better?' })
      .getByRole('link', { name: 'Scoreboard' })
      .click();
    const entry = page.getByRole('listitem', { name: /^gpt-4o vs claude/ });
    await entry.getByText('1 of 1').waitFor();
  });
});
