import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, conversationIdFromUrl, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

const ANSWERS = {
  OpenAI: (question: string) => `OpenAI (gpt-4o) answers: ${question}`,
  Claude: (question: string) => `Claude (claude-3-7-sonnet-20250219) answers: ${question}`,
};
const FAKES = { OpenAI: 'openai', Claude: 'anthropic' } as const;

/** A question of numbered words (w0 w1 …): the fake echoes it, so how far its answer got is plain to see. */
const numberedWords = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');
/** The fakes' answers come one word at a time, this far apart. */
const DRIP_MS = 150;

/** Counts the one-second polls (docs/behaviour.md, The API calls) from now on. */
function countPolls(page: Page): () => number {
  let polls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/messages/updates') polls += 1;
  });
  return () => polls;
}

/** The reply's text once it has begun (its first words are on screen). */
async function firstWords(reply: Locator): Promise<string> {
  await reply.getByText('answers:', { exact: false }).waitFor();
  return reply.innerText();
}

/** Where the chat is scrolled: how far from its bottom, and whether it scrolls at all. */
function chatScroll(page: Page) {
  return chatScreen(page).chat.evaluate((chat) => ({
    top: chat.scrollTop,
    fromBottom: chat.scrollHeight - chat.scrollTop - chat.clientHeight,
    scrollable: chat.scrollHeight - chat.clientHeight,
  }));
}

describe('replies appear as they are written', () => {
  test.each(['OpenAI', 'Claude'] as const)('%s: the first words show before the rest is sent', async (label) => {
    await fakes.setFault(FAKES[label], { kind: 'drip', delayMs: DRIP_MS });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    if (label === 'Claude') await screen.modelToggle('Claude').click();
    const question = numberedWords(20);
    await sendMessage(page, question);

    const reply = screen.replies(label);
    const partial = await firstWords(reply);
    const polls = countPolls(page);
    expect(partial).not.toContain('w19');
    expect(await reply.getAttribute('aria-busy')).toBe('true');
    expect(await screen.typing(label).count()).toBe(0);

    await reply.getByText(ANSWERS[label](question)).waitFor();
    await expect.poll(() => reply.getAttribute('aria-busy')).toBeNull();
    expect(await screen.replies(label).count()).toBe(1);
    // The live channel carried it all: no poll was needed.
    expect(polls()).toBe(0);
  });

  test('both providers write at once, each in its own bubble, OpenAI first', async () => {
    await fakes.setFault('openai', { kind: 'drip', delayMs: DRIP_MS });
    await fakes.setFault('anthropic', { kind: 'drip', delayMs: DRIP_MS });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.modelToggle('OpenAI').click();
    await screen.modelToggle('Claude').click();
    const question = numberedWords(20);
    await sendMessage(page, question);

    const [openai, claude] = await Promise.all([
      firstWords(screen.replies('OpenAI')),
      firstWords(screen.replies('Claude')),
    ]);
    expect(openai).not.toContain('w19');
    expect(claude).not.toContain('w19');
    const order = await screen.chat
      .getByRole('article', { name: /reply$/ })
      .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
    expect(order).toEqual(['OpenAI reply', 'Claude reply']);

    await screen.replies('OpenAI').getByText(ANSWERS.OpenAI(question)).waitFor();
    await screen.replies('Claude').getByText(ANSWERS.Claude(question)).waitFor();
    expect(await screen.replies('OpenAI').count()).toBe(1);
    expect(await screen.replies('Claude').count()).toBe(1);
  });
});

describe('the conversation on screen is in the address', () => {
  test('the first send puts /c/{id} in place of /; a reload mid-reply shows the text so far and goes on', async () => {
    await fakes.setFault('openai', { kind: 'drip', delayMs: DRIP_MS });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    const entries = await page.evaluate(() => history.length);
    const question = numberedWords(40);
    await sendMessage(page, question);

    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    const id = conversationIdFromUrl(page);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const reply = screen.replies('OpenAI');
    await reply.getByText('w6', { exact: false }).waitFor();

    await page.reload();
    // The first text the reloaded page shows already has what was there before.
    const shown = await page.waitForFunction(
      () => document.querySelector('article[aria-label="OpenAI reply"]')?.textContent || null,
    );
    const first = String(await shown.jsonValue());
    expect(first).toContain('w6');
    expect(first).not.toContain('w39');
    expect(new URL(page.url()).pathname).toBe(`/c/${id}`);
    await reply.getByText(ANSWERS.OpenAI(question)).waitFor();
    expect(await screen.yourMessages.count()).toBe(1);

    // Leaving and coming Back shows it again.
    await page.goto('/settings');
    await page.goBack();
    await reply.getByText(ANSWERS.OpenAI(question)).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/c/${id}`);
  });

  test('New Chat at / stays there with no history entry; its first send takes /c/{id}', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const entries = await page.evaluate(() => history.length);
    await sidebar(page).newChat.click();
    await sidebar(page)
      .conversations.getByRole('button', { name: /^Chat / })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();

    await sendMessage(page, 'Hello from a new chat');
    await chatScreen(page).replies('OpenAI').getByText(ANSWERS.OpenAI('Hello from a new chat')).waitFor();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const id = conversationIdFromUrl(page);
    await page.reload();
    await chatScreen(page).yourMessages.getByText('Hello from a new chat').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/c/${id}`);
  });
});

test('a second tab on the same conversation sees the message and the reply as it is written', async () => {
  const email = newEmail();
  const first = await e2e.newPage();
  await signInWithTestLogin(first, email);
  await sendMessage(first, 'Opening question');
  await chatScreen(first).replies('OpenAI').getByText(ANSWERS.OpenAI('Opening question')).waitFor();
  const id = conversationIdFromUrl(first);

  const second = await e2e.newPage();
  await signInWithTestLogin(second, email);
  await second.goto(`/c/${id}`);
  const other = chatScreen(second);
  await other.replies('OpenAI').getByText(ANSWERS.OpenAI('Opening question')).waitFor();

  await fakes.setFault('openai', { kind: 'drip', delayMs: DRIP_MS });
  const question = numberedWords(20);
  await sendMessage(first, question);
  await other.yourMessages.getByText(question).waitFor();
  const partial = await firstWords(other.replies('OpenAI').nth(1));
  expect(partial).not.toContain('w19');
  await other.replies('OpenAI').getByText(ANSWERS.OpenAI(question)).waitFor();
  expect(await other.replies('OpenAI').count()).toBe(2);
});

test('with the live channel out of reach, a reply still arrives by polling', async () => {
  // Chromium reports the refused connections in the console; the app itself says nothing.
  e2e.allowConsoleError(/\/events\?after=/);
  // Late enough that the refetch after the send cannot bring the reply: only a poll can.
  await fakes.setFault('openai', { kind: 'slow', delayMs: 2500 });
  const page = await e2e.newPage();
  await page.route('**/api/conversations/*/events*', (route) => route.abort());
  await signInWithTestLogin(page, newEmail());
  const polls = countPolls(page);
  const screen = chatScreen(page);
  await sendMessage(page, 'Is anyone there?');
  await screen.typing('OpenAI').waitFor();

  await screen.replies('OpenAI').getByText(ANSWERS.OpenAI('Is anyone there?')).waitFor();
  expect(polls()).toBeGreaterThan(0);
  await screen.typing('OpenAI').waitFor({ state: 'detached' });
});

test('scrolling up during a long reply stops following it; "Jump to latest" follows again', async () => {
  await fakes.setFault('openai', { kind: 'drip', delayMs: 40 });
  const page = await e2e.newPage({ viewport: 'mobile' });
  await signInWithTestLogin(page, newEmail());
  const screen = chatScreen(page);
  const question = numberedWords(250);
  await sendMessage(page, question);

  const reply = screen.replies('OpenAI');
  await reply.getByText('w60', { exact: false }).waitFor();
  // At the bottom, the growing text is followed.
  await expect.poll(async () => (await chatScroll(page)).scrollable).toBeGreaterThan(300);
  await expect.poll(async () => (await chatScroll(page)).fromBottom).toBeLessThanOrEqual(80);

  await screen.chat.hover();
  await page.mouse.wheel(0, -400);
  const jump = page.getByRole('button', { name: 'Jump to latest' });
  await jump.waitFor();
  const { top } = await chatScroll(page);
  // Ten more words come; the view stays where the person put it.
  const lastShown = Number((await reply.innerText()).match(/w\d+/g)?.at(-1)?.slice(1));
  await reply.getByText(`w${lastShown + 10}`, { exact: false }).waitFor();
  const later = await chatScroll(page);
  expect(later.top).toBe(top);
  expect(later.fromBottom).toBeGreaterThan(80);
  expect(await reply.innerText()).not.toContain('w249');

  await jump.click();
  await jump.waitFor({ state: 'detached' });
  await expect.poll(async () => (await chatScroll(page)).fromBottom).toBeLessThanOrEqual(80);
  await reply.getByText(ANSWERS.OpenAI(question)).waitFor();
  await expect.poll(async () => (await chatScroll(page)).fromBottom).toBeLessThanOrEqual(80);
});
