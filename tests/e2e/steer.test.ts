import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Message } from '#shared/api/messages';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, sendMessage, sidebar, startConversation } from '#tests/e2e/helpers/screens';

// Steering the replies at 1,440 px (the default viewport): stop, regenerate, edit, and the facts line.
const e2e = useBrowser();
const fakes = useFakeProviders();

const ANSWERS = {
  OpenAI: (question: string, model = 'gpt-4o') => `OpenAI (${model}) answers: ${question}`,
  Claude: (question: string) => `Claude (claude-3-7-sonnet-20250219) answers: ${question}`,
};

/** A question of numbered words (w0 w1 …): the fake echoes it, so how far its answer got is plain to see. */
const numberedWords = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');
/** The fakes' answers come one word at a time, this far apart. */
const DRIP_MS = 150;

/** The text of a reply's answer (the paragraph the fake's words go into), without its name, buttons or facts. */
function answerText(reply: Locator): Promise<string> {
  return reply
    .locator('p', { hasText: 'answers:' })
    .innerText()
    .then((text) => text.trim());
}

/**
 * Records every text the page shows in a still-busy reply of that provider, from now on: what the
 * person saw while it was being written.
 */
async function recordStreamedTexts(page: Page, label: 'OpenAI' | 'Claude'): Promise<() => Promise<string[]>> {
  const key = `__streamed_${label}`;
  await page.evaluate(
    ([key, selector]) => {
      const seen: string[] = [];
      (window as unknown as Record<string, string[]>)[key] = seen;
      const record = () => {
        const busy = [...document.querySelectorAll(selector)].at(-1);
        const paragraph = busy?.querySelector('p');
        const text = paragraph?.textContent?.trim();
        if (text && text !== seen.at(-1)) seen.push(text);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [key, `article[aria-label="${label} reply"][aria-busy="true"]`] as const,
  );
  return () => page.evaluate((key) => [...((window as unknown as Record<string, string[]>)[key] ?? [])], key);
}

/** Checks a reply stopped midway: a "Stopped" label, and its kept text is what was shown, short of the full answer. */
async function expectStoppedMidway(reply: Locator, full: string, shownBeforeStop: string, streamed: string[]) {
  await reply.getByText('Stopped', { exact: true }).waitFor();
  expect(await reply.getAttribute('aria-busy')).toBeNull();
  const kept = await answerText(reply);
  // A prefix of the full answer, shorter than it: the rest was never asked for.
  expect(full.startsWith(kept), `"${kept}" is not a prefix of "${full}"`).toBe(true);
  expect(kept.length).toBeLessThan(full.length);
  // Nothing shown before the stop is lost (a word or two may have arrived while the stop was on its way).
  expect(kept.startsWith(shownBeforeStop), `"${kept}" lost some of "${shownBeforeStop}"`).toBe(true);
  const lastStreamed = streamed.at(-1) ?? '';
  expect(kept.startsWith(lastStreamed), `"${kept}" lost some of the last streamed "${lastStreamed}"`).toBe(true);
  // And it stays so: it is the reply as stored, stopped, which no later word changes.
  const stored = await lastStoredReply(reply.page());
  expect(stored?.stopped).toBe(true);
  expect(stored?.content.trim()).toBe(kept);
  return kept;
}

/** The newest reply stored in the page's conversation, read through the API the page itself calls. */
async function lastStoredReply(page: Page): Promise<Message | undefined> {
  const conversationId = new URL(page.url()).pathname.split('/').at(-1);
  const response = await page.request.get(`/api/conversations/${conversationId}`);
  const messages = (await response.json()) as Message[];
  return messages.filter((message) => message.sender !== 'user').at(-1);
}

describe('stopping a reply mid-stream', () => {
  test("the composer's Stop keeps the text so far; Esc in the message box stops the next one", async () => {
    await fakes.setFault('openai', { kind: 'drip', delayMs: DRIP_MS });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('stop'));
    const screen = chatScreen(page);
    const stopReplies = screen.composer.getByRole('button', { name: 'Stop replies' });
    const streamed = await recordStreamedTexts(page, 'OpenAI');

    // Send becomes Stop while replying.
    const question = numberedWords(30);
    await sendMessage(page, question);
    const first = screen.replies('OpenAI').first();
    await first.getByText('w3', { exact: false }).waitFor();
    expect(await first.getAttribute('aria-busy')).toBe('true');
    await stopReplies.waitFor();
    expect(await screen.sendButton.count()).toBe(0);
    const shown = await answerText(first);
    await stopReplies.click();

    await expectStoppedMidway(first, ANSWERS.OpenAI(question), shown, await streamed());
    await screen.sendButton.waitFor();
    expect(await stopReplies.count()).toBe(0);

    // Esc in the message box stops a second reply the same way.
    const second = numberedWords(31);
    await sendMessage(page, second);
    const next = screen.replies('OpenAI').nth(1);
    await next.getByText('w3', { exact: false }).waitFor();
    await stopReplies.waitFor();
    const shownNext = await answerText(next);
    await screen.messageBox.press('Escape');

    await expectStoppedMidway(next, ANSWERS.OpenAI(second), shownNext, await streamed());
    await screen.sendButton.waitFor();
    expect(await stopReplies.count()).toBe(0);
    // The first stopped reply is untouched, and the stops reached the server: a reload shows both.
    await page.reload();
    await screen.replies('OpenAI').nth(1).getByText('Stopped', { exact: true }).waitFor();
    expect(await screen.replies('OpenAI').getByText('Stopped', { exact: true }).count()).toBe(2);
  });

  test("a reply's own Stop ends that provider's reply only; the other writes on to its end", async () => {
    await fakes.setFault('openai', { kind: 'drip', delayMs: DRIP_MS });
    await fakes.setFault('anthropic', { kind: 'drip', delayMs: DRIP_MS });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('stop-one'));
    const screen = chatScreen(page);
    await screen.modelToggle('OpenAI').click();
    await screen.modelToggle('Claude').click();
    const streamed = await recordStreamedTexts(page, 'OpenAI');
    const question = numberedWords(30);
    await sendMessage(page, question);

    const openai = screen.replies('OpenAI');
    const claude = screen.replies('Claude');
    await openai.getByText('w3', { exact: false }).waitFor();
    await claude.getByText('answers:', { exact: false }).waitFor();
    const shown = await answerText(openai);
    await openai.getByRole('button', { name: 'Stop OpenAI reply' }).click();

    await expectStoppedMidway(openai, ANSWERS.OpenAI(question), shown, await streamed());
    // Claude is still writing: the composer still offers Stop, until its whole answer is in.
    expect(await claude.getAttribute('aria-busy')).toBe('true');
    expect(await screen.composer.getByRole('button', { name: 'Stop replies' }).count()).toBe(1);
    await claude.getByText(ANSWERS.Claude(question)).waitFor();
    await expect.poll(() => claude.getAttribute('aria-busy')).toBeNull();
    expect(await claude.getByText('Stopped', { exact: true }).count()).toBe(0);
    await screen.sendButton.waitFor();
  });
});

test('Regenerate adds a version; the one chosen in the pager is the one the provider sees next', async () => {
  const page = await e2e.newPage();
  await signInWithTestLogin(page, newEmail('regenerate'));
  const screen = chatScreen(page);
  const question = 'Name a long river.';
  await startConversation(page, question);
  const reply = screen.replies('OpenAI');
  await reply.getByRole('button', { name: 'Regenerate' }).waitFor();
  // One version so far: no pager.
  expect(await reply.getByRole('group', { name: 'Versions' }).count()).toBe(0);

  // The fakes answer the same question the same way, naming the model: the second version is asked
  // of another model (a setting Regenerate uses), so the two versions differ.
  const side = sidebar(page);
  await side.root.getByRole('button', { name: 'Model Settings' }).click();
  await side.root.getByRole('combobox', { name: 'OpenAI model' }).click();
  await page.getByRole('option', { name: 'GPT-4 Turbo' }).click();

  const firstVersion = ANSWERS.OpenAI(question);
  const secondVersion = ANSWERS.OpenAI(question, 'gpt-4-turbo');
  await reply.getByRole('button', { name: 'Regenerate' }).click();
  await reply.getByText(secondVersion).waitFor();
  const pager = reply.getByRole('group', { name: 'Versions' });
  await pager.getByText('2 / 2').waitFor();
  expect(await screen.replies('OpenAI').count()).toBe(1);
  expect(await reply.getByText(firstVersion).count()).toBe(0);
  // The regenerate was asked with the same thread, ending at the same question.
  const regenerated = (await fakes.requests('openai')).at(-1);
  expect(regenerated?.model).toBe('gpt-4-turbo');
  expect(regenerated?.messages).toEqual([{ role: 'user', content: question }]);

  const chosen = page.waitForResponse(
    (response) => /\/api\/messages\/\d+\/active$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await pager.getByRole('button', { name: 'Previous version' }).click();
  await pager.getByText('1 / 2').waitFor();
  await reply.getByText(firstVersion).waitFor();
  expect(await reply.getByText(secondVersion).count()).toBe(0);
  expect((await chosen).status()).toBe(200);
  expect(await pager.getByRole('button', { name: 'Previous version' }).isDisabled()).toBe(true);
  expect(await pager.getByRole('button', { name: 'Next version' }).isEnabled()).toBe(true);

  // The choice is the server's: a reload shows the first version again.
  await page.reload();
  await screen.replies('OpenAI').getByText(firstVersion).waitFor();
  await screen.replies('OpenAI').getByRole('group', { name: 'Versions' }).getByText('1 / 2').waitFor();

  // The next turn's thread carries the version shown, not the newer one.
  await sendMessage(page, 'And the longest?');
  await screen.replies('OpenAI').getByText(ANSWERS.OpenAI('And the longest?', 'gpt-4-turbo')).waitFor();
  const requests = await fakes.requests('openai');
  expect(requests).toHaveLength(3);
  expect(requests.at(-1)?.messages).toEqual([
    { role: 'user', content: question },
    { role: 'assistant', content: firstVersion },
    { role: 'user', content: 'And the longest?' },
  ]);
});

test('editing the first message sends it at once, asking again with the new text on a branch of its own', async () => {
  const page = await e2e.newPage();
  const email = newEmail('edit');
  await signInWithTestLogin(page, email);
  const screen = chatScreen(page);
  const id = await startConversation(page, 'First question');
  await sendMessage(page, 'Second question');
  await screen.replies('OpenAI').getByText(ANSWERS.OpenAI('Second question')).waitFor();
  expect(await screen.yourMessages.count()).toBe(2);

  const first = screen.yourMessages.first();
  await first.getByRole('button', { name: 'Edit' }).click();
  const box = first.getByRole('textbox', { name: 'Edit your message' });
  expect(await box.inputValue()).toBe('First question');
  await first.getByRole('button', { name: 'Cancel' }).waitFor();
  await box.fill('First question, edited');
  const edited = page.waitForResponse(
    (response) => /\/api\/messages\/\d+$/.test(response.url()) && response.request().method() === 'PATCH',
  );
  await first.getByRole('button', { name: 'Save' }).click();
  // Nothing is removed (the earlier version keeps its later turn), so nothing is asked first.
  expect((await edited).status()).toBe(200);
  expect(await page.getByRole('alertdialog').count()).toBe(0);

  await screen.replies('OpenAI').getByText(ANSWERS.OpenAI('First question, edited')).waitFor();
  await expect.poll(() => screen.yourMessages.count()).toBe(1);
  expect(await screen.yourMessages.innerText()).toContain('First question, edited');
  expect(await first.getByRole('textbox', { name: 'Edit your message' }).count()).toBe(0);
  // The provider was asked the edited text alone.
  expect((await fakes.requests('openai')).at(-1)?.messages).toEqual([
    { role: 'user', content: 'First question, edited' },
  ]);

  await first.getByRole('group', { name: 'Question versions' }).getByText('2 / 2').waitFor();

  // The server has it: another tab shows the edited turn alone.
  const other = await e2e.newPage();
  await signInWithTestLogin(other, email);
  await other.goto(`/c/${id}`);
  const otherScreen = chatScreen(other);
  await otherScreen.replies('OpenAI').getByText(ANSWERS.OpenAI('First question, edited')).waitFor();
  expect(await otherScreen.yourMessages.count()).toBe(1);
  expect(await otherScreen.replies('OpenAI').count()).toBe(1);
  expect(await otherScreen.chat.getByText('Second question', { exact: false }).count()).toBe(0);

  // And the tab that edited shows the later turn set aside too, its reply included (given a few seconds).
  const shownReplies = () =>
    screen.chat
      .getByRole('article', { name: /reply$/ })
      .evaluateAll((articles) =>
        articles.map((article) => `${article.getAttribute('aria-busy') ? '(busy) ' : ''}${article.textContent}`),
      );
  await expect
    .poll(() => screen.chat.getByText('Second question', { exact: false }).count(), { timeout: 5_000 })
    .toBe(0)
    .catch(async (error) => {
      throw new Error(`the turn set aside still shows: ${JSON.stringify(await shownReplies())}`, { cause: error });
    });
  expect(await screen.replies('OpenAI').count()).toBe(1);
});

/** "420 ms" or "2.1 s" (reply-facts' durations below a minute) in milliseconds. */
function parseDuration(text: string): number {
  const match = /^([\d.]+) (ms|s)$/.exec(text);
  if (!match) throw new Error(`not a duration: "${text}"`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

test('under a finished reply, the facts line gives the model, timings, tokens and cost', async () => {
  // Slow enough to measure: the first word after two events, the end after seven.
  const delayMs = 120;
  await fakes.setFault('openai', { kind: 'drip', delayMs });
  const page = await e2e.newPage();
  await signInWithTestLogin(page, newEmail('facts'));
  const screen = chatScreen(page);
  const question = 'Facts?';
  const answer = ANSWERS.OpenAI(question);
  await sendMessage(page, question);
  const reply = screen.replies('OpenAI');
  await reply.getByText(answer).waitFor();

  const facts = reply.getByRole('button', { name: /to first token/ });
  await facts.getByText(/^\$/).waitFor();
  const line = (await facts.textContent()) ?? '';
  const match = /^gpt-4o · (.+) to first token · (.+) total · (\d+) tokens · (\$[\d.]+)$/.exec(line);
  expect(match, `facts line "${line}"`).not.toBeNull();
  const [, firstToken = '', total = '', tokens = '', cost = ''] = match ?? [];
  const firstTokenMs = parseDuration(firstToken);
  const totalMs = parseDuration(total);
  expect(firstTokenMs).toBeGreaterThanOrEqual(2 * delayMs);
  expect(totalMs).toBeGreaterThanOrEqual(7 * delayMs);
  expect(totalMs).toBeGreaterThan(firstTokenMs);
  expect(totalMs).toBeLessThan(15_000);
  // The fake reports a token for every four characters of its answer.
  const outputTokens = Math.ceil(answer.length / 4);
  expect(Number(tokens)).toBe(outputTokens);

  // Its tooltip spells them out with the input tokens; the cost is gpt-4o's $2.50 and $10 a million.
  await facts.hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.getByText(/^Tokens: /).waitFor();
  const details = (await tooltip.locator('li').allTextContents()).map((detail) => detail.trim());
  expect(details).toContain('Model: gpt-4o');
  expect(details).toContain(`Time to first token: ${firstToken}`);
  expect(details).toContain(`Total time: ${total}`);
  const tokensDetail = details.find((detail) => detail.startsWith('Tokens: ')) ?? '';
  const inputTokens = Number(/^Tokens: (\d+) input, (\d+) output$/.exec(tokensDetail)?.[1]);
  expect(tokensDetail).toBe(`Tokens: ${inputTokens} input, ${outputTokens} output`);
  expect(inputTokens).toBeGreaterThan(0);
  const usd = (inputTokens * 2.5 + outputTokens * 10) / 1e6;
  expect(cost).toBe(`$${Number(usd.toPrecision(2))}`);
});
