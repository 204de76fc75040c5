import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessibleEverywhere, expectNoSeriousViolations } from '#tests/e2e/helpers/axe';
import { signInWithTestLogin, useBrowser, VIEWPORTS } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { expectNoHorizontalOverflow, expectNoOverlap } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, pressBothToggles, sendMessage } from '#tests/e2e/helpers/screens';

// Branches (docs/decisions/055-branches.md): an edit adds a version of a question, whose branch is
// then shown; the question's pager brings back either branch with its later turns.
const e2e = useBrowser();
const fakes = useFakeProviders();

const FIRST = 'Which river is the longest?';
const SECOND = 'And the widest?';
const EDITED = 'Which river in Europe is the longest?';
const THIRD = 'How long is it?';

const ANSWERS = {
  OpenAI: (question: string) => `OpenAI (gpt-4o) answers: ${question}`,
  Claude: (question: string) => `Claude (claude-3-7-sonnet-20250219) answers: ${question}`,
};

/** Waits for both sides' answers to the question. */
async function answeredByBoth(page: Page, question: string): Promise<void> {
  for (const label of ['OpenAI', 'Claude'] as const) {
    await chatScreen(page).replies(label).getByText(ANSWERS[label](question), { exact: true }).waitFor();
  }
}

/** The texts of the questions shown, in order. */
function questionsShown(page: Page): Promise<string[]> {
  return chatScreen(page)
    .yourMessages.locator('p')
    .evaluateAll((paragraphs) => paragraphs.map((paragraph) => paragraph.textContent?.trim() ?? ''));
}

test('an edit keeps the earlier branch: the question’s pager steps between the two, each with its later turns', async () => {
  const page = await e2e.newPage();
  await signInWithTestLogin(page, newEmail('branches'));
  const screen = chatScreen(page);
  await pressBothToggles(page);
  await sendMessage(page, FIRST);
  await answeredByBoth(page, FIRST);
  await sendMessage(page, SECOND);
  await answeredByBoth(page, SECOND);
  const first = screen.yourMessages.first();
  const pager = first.getByRole('group', { name: 'Question versions' });
  expect(await pager.count()).toBe(0);

  // Edited: sent at once, both sides answer the new text, and the later turn is set aside.
  await first.getByRole('button', { name: 'Edit' }).click();
  await first.getByRole('textbox', { name: 'Edit your message' }).fill(EDITED);
  await first.getByRole('button', { name: 'Save' }).click();
  await answeredByBoth(page, EDITED);
  await expect.poll(() => questionsShown(page)).toEqual([EDITED]);
  expect(await screen.chat.getByText(SECOND, { exact: false }).count()).toBe(0);
  await pager.getByText('2 / 2', { exact: true }).waitFor();
  expect(await pager.getByRole('button', { name: 'Next version' }).isDisabled()).toBe(true);
  await expectAccessibleEverywhere(page, 'an edited question with its versions');
  // On a phone (where the check above ends), the pager fits beside Edit.
  await expectNoHorizontalOverflow(page);
  await expectNoOverlap(pager, first.getByRole('button', { name: 'Edit' }));
  await page.setViewportSize(VIEWPORTS.desktop);

  // The earlier version brings back its whole branch: its answers, the second question and its answers.
  await pager.getByRole('button', { name: 'Previous version' }).click();
  await pager.getByText('1 / 2', { exact: true }).waitFor();
  await answeredByBoth(page, FIRST);
  await answeredByBoth(page, SECOND);
  expect(await questionsShown(page)).toEqual([FIRST, SECOND]);
  expect(await screen.chat.getByText(EDITED, { exact: false }).count()).toBe(0);
  expect(await screen.replies('OpenAI').count()).toBe(2);
  expect(await screen.replies('Claude').count()).toBe(2);
  expect(await pager.getByRole('button', { name: 'Previous version' }).isDisabled()).toBe(true);
  await expectNoSeriousViolations(page, 'the earlier branch shown again');

  // And the next one the edited branch again, kept by the server over a reload.
  await pager.getByRole('button', { name: 'Next version' }).click();
  await pager.getByText('2 / 2', { exact: true }).waitFor();
  await answeredByBoth(page, EDITED);
  expect(await questionsShown(page)).toEqual([EDITED]);
  expect(await screen.chat.getByText(SECOND, { exact: false }).count()).toBe(0);
  await page.reload();
  await answeredByBoth(page, EDITED);
  await pager.getByText('2 / 2', { exact: true }).waitFor();
  expect(await questionsShown(page)).toEqual([EDITED]);

  // A question asked now follows the branch shown: each side's thread holds the edited turn alone.
  await sendMessage(page, THIRD);
  await answeredByBoth(page, THIRD);
  expect((await fakes.requests('openai')).at(-1)?.messages).toEqual([
    { role: 'user', content: EDITED },
    { role: 'assistant', content: ANSWERS.OpenAI(EDITED) },
    { role: 'user', content: THIRD },
  ]);
});
