import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectNoSeriousViolations } from '#tests/e2e/helpers/axe';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, sendMessage } from '#tests/e2e/helpers/screens';

// Continue on a reply its max tokens cut off (docs/decisions/043-continue.md).
const e2e = useBrowser();
const fakes = useFakeProviders();

/** A question of numbered words (w0 w1 …): the fake echoes it, so how far its answer got is plain to see. */
const QUESTION = Array.from({ length: 12 }, (_, index) => `w${index}`).join(' ');
const WHOLE = `OpenAI (gpt-4o) answers: ${QUESTION}`;
// The fakes' cut-off answer: its first 10 tokens, 40 characters, which end with a space (as shown, without it).
const CUT = WHOLE.slice(0, 40).trimEnd();

test('a cut-off reply offers Continue, which streams the rest in after the text it had', async () => {
  await fakes.setFault('openai', { kind: 'cut-off', tokens: 10 });
  const page = await e2e.newPage();
  await signInWithTestLogin(page, newEmail('continue'));
  const screen = chatScreen(page);
  await sendMessage(page, QUESTION);

  const reply = screen.replies('OpenAI');
  await reply.getByText(/^Cut off: the reply reached its limit of \d+ tokens/).waitFor();
  await reply.getByText(CUT, { exact: true }).waitFor();
  const continueButton = reply.getByRole('button', { name: 'Continue' });
  await continueButton.waitFor();
  await expectNoSeriousViolations(page, 'a cut-off reply with Continue');

  // The rest comes a word at a time: the growing reply starts from the text the cut-off one had.
  await fakes.setFault('openai', { kind: 'drip', delayMs: 100 });
  const seen = await recordBusyTexts(page);
  await continueButton.click();
  await reply.getByRole('group', { name: 'Versions' }).getByText('2 / 2').waitFor();
  await reply.getByText(WHOLE, { exact: true }).waitFor();

  const streamed = await seen();
  expect(streamed.length).toBeGreaterThan(1);
  for (const text of streamed)
    expect(text.startsWith(CUT), `"${text}" does not start with the cut-off text`).toBe(true);
  expect(await screen.replies('OpenAI').count()).toBe(1);
  expect(await reply.getByText(/^Cut off:/).count()).toBe(0);
  expect(await reply.getByRole('button', { name: 'Continue' }).count()).toBe(0);
});

/** Records every text shown in a still-busy OpenAI reply from now on: what the person saw grow. */
async function recordBusyTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __busyTexts: string[] }).__busyTexts = seen;
    new MutationObserver(() => {
      const busy = document.querySelector('article[aria-label="OpenAI reply"][aria-busy="true"] p');
      const text = busy?.textContent?.trim();
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __busyTexts: string[] }).__busyTexts]);
}
