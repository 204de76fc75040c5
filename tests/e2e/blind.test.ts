import { expect, test } from 'vitest';
import type { Vote } from '#shared/api/votes';
import { expectNoSeriousViolations, switchScheme } from '#tests/e2e/helpers/axe';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, sendMessage } from '#tests/e2e/helpers/screens';

// Blind comparison (docs/decisions/044-blind-comparison.md).
const e2e = useBrowser();
useFakeProviders();

const NAMED = /OpenAI|Claude|Anthropic|gpt-4o|claude-3|Sonnet/;

test('with Blind on, a turn asked of both shows Model A and Model B until the vote names them', async () => {
  const page = await e2e.newPage({ viewport: 'mobile' });
  await signInWithTestLogin(page, newEmail('blind'));
  const screen = chatScreen(page);
  const blind = page.getByRole('banner').getByRole('switch', { name: 'Blind' });
  const saved = page.waitForResponse((response) => response.url().includes('/api/users/') && response.ok());
  await blind.click();
  await saved;
  expect(await blind.getAttribute('aria-checked')).toBe('true');
  for (const scheme of ['light', 'dark'] as const) {
    await switchScheme(page, scheme);
    await expectNoSeriousViolations(page, `the chat screen with Blind on, ${scheme}`);
  }

  await screen.modelToggle('OpenAI').click();
  await screen.modelToggle('Claude').click();
  await sendMessage(page, 'Which river is longest?');
  const replies = screen.chat.getByRole('article', { name: /^Model [AB] reply$/ });
  for (const name of ['Model A reply', 'Model B reply']) {
    await screen.chat.getByRole('article', { name }).getByRole('button', { name: 'Copy' }).waitFor();
  }
  // The fakes answer "OpenAI (gpt-4o) answers: …": masked, as is every other name.
  expect(await replies.allTextContents()).toEqual([
    expect.stringContaining('[model] ([model]) answers: Which river is longest?'),
    expect.stringContaining('[model] ([model]) answers: Which river is longest?'),
  ]);
  const vote = screen.chat.getByRole('group', { name: 'Which is better?' });
  expect(`${(await replies.allTextContents()).join(' ')} ${await vote.textContent()}`).not.toMatch(NAMED);
  expect(await screen.chat.locator('[data-sender]').count()).toBe(0);

  const voted = page.waitForResponse((response) => response.url().endsWith('/vote') && response.ok());
  await vote.getByRole('button', { name: 'Model A' }).click();
  expect(((await (await voted).json()) as Vote).blind).toBe(true);
  await screen.replies('OpenAI').getByText('OpenAI (gpt-4o) answers: Which river is longest?').waitFor();
  await screen.replies('Claude').waitFor();
  expect(await replies.count()).toBe(0);
});
