import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Database } from '#server/db/database';
import { messages } from '#server/db/schema/messages';
import { useBrowser } from '#tests/e2e/helpers/browser';
import { settleFrames } from '#tests/e2e/helpers/layout';
import { chatScreen, sendMessage } from '#tests/e2e/helpers/screens';
import { useSeededServer } from '#tests/e2e/helpers/seeded-server';
import { createConversation, createMessage, createUser } from '#tests/helpers/factories';

const e2e = useBrowser();

/** 200 turns of a question and both providers' replies: 600 messages. */
const TURNS = 200;
/** Issue 16: however long the conversation, about this many message elements at most. */
const MOUNTED_AT_MOST = 60;

const PARAGRAPH =
  'Pairwise keeps both answers side by side, so that the differences between them are easy to see and to judge.';

/** Replies of varied lengths, so that turns differ in height as real ones do. */
const replyText = (provider: string, turn: number, paragraphs: number) =>
  [`${provider} answers question ${turn}.`, ...Array.from({ length: paragraphs }, () => PARAGRAPH)].join('\n\n');

async function seedLongConversation(db: Database) {
  const user = await createUser(db, { name: 'Ada Lovelace' });
  const conversation = await createConversation(db, user.id, { title: 'A very long conversation' });
  const turns: { question: number; openai: number; claude: number }[] = [];
  for (let turn = 1; turn <= TURNS; turn++) {
    const question = await createMessage(db, conversation.id, { content: `Question ${turn}: what else?` });
    const replies = await db
      .insert(messages)
      .values(
        [
          {
            conversationId: conversation.id,
            sender: 'openai' as const,
            side: 'a' as const,
            replyTo: question.id,
            model: 'gpt-4o',
          },
          {
            conversationId: conversation.id,
            sender: 'claude' as const,
            side: 'b' as const,
            replyTo: question.id,
            model: 'claude-3-7',
          },
        ].map((reply, index) => ({ ...reply, content: replyText(reply.sender, turn, (turn * (index + 2)) % 6) })),
      )
      .returning({ id: messages.id });
    turns.push({ question: question.id, openai: replies[0]?.id ?? 0, claude: replies[1]?.id ?? 0 });
  }
  return { userId: user.id, conversationId: conversation.id, turns };
}

const server = useSeededServer(seedLongConversation);

const turn = (index: number) => {
  const found = server.seeded.turns[index - 1];
  if (!found) throw new Error(`no turn ${index}`);
  return found;
};

async function openConversation(query = ''): Promise<Page> {
  const page = await e2e.newPage();
  await server.signIn(page);
  await page.goto(`${server.baseUrl}/c/${server.seeded.conversationId}${query}`);
  return page;
}

const messageElement = (page: Page, id: number) => chatScreen(page).chat.locator(`[data-message-id="${id}"]`);
const mounted = (page: Page) => chatScreen(page).chat.locator('[data-message-id]').count();

const WAIT = { timeout: 15_000 };

/** How far the chat is from its bottom. */
const fromBottom = (chat: Locator) =>
  chat.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

/** Where a message is, from the top of the chat's view (negative: above it). */
const offsetInView = (chat: Locator, id: number) =>
  chat.evaluate((element, messageId) => {
    const target = element.querySelector(`[data-message-id="${messageId}"]`);
    return target ? target.getBoundingClientRect().top - element.getBoundingClientRect().top : null;
  }, id);

/** The first message whose top is in the chat's view, and where. */
const firstInView = (chat: Locator) =>
  chat.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const shown = [...element.querySelectorAll('[data-message-id]')]
      .map((item) => ({
        id: Number(item.getAttribute('data-message-id')),
        offset: item.getBoundingClientRect().top - top,
      }))
      .filter((item) => item.offset >= 0)
      .sort((a, b) => a.offset - b.offset);
    return shown[0] ?? null;
  });

/** Waits until the chat has stopped moving (a wheel scroll may glide). */
async function settled(chat: Locator): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      const top = await chat.evaluate((element) => element.scrollTop);
      const still = top === last;
      last = top;
      return still;
    }, WAIT)
    .toBe(true);
}

describe('a conversation of 600 messages', () => {
  test('opens at its newest message, with few message elements on the page', async () => {
    const page = await openConversation();
    const chat = chatScreen(page).chat;
    await messageElement(page, turn(TURNS).claude).waitFor();
    await expect.poll(() => fromBottom(chat), WAIT).toBeLessThanOrEqual(2);
    const count = await mounted(page);
    expect(count).toBeGreaterThan(2);
    expect(count).toBeLessThanOrEqual(MOUNTED_AT_MOST);
    expect(await messageElement(page, turn(1).question).count()).toBe(0);
  });

  test('scrolling up reads older turns without moving the message in view, back to the first', async () => {
    const page = await openConversation();
    const chat = chatScreen(page).chat;
    await messageElement(page, turn(TURNS).claude).waitFor();

    // The next older page is held until what is in view has been noted.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route(/\/messages\?before=/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await chat.hover();
    for (let step = 0; step < 80 && asked.length === 0; step++) {
      await page.mouse.wheel(0, -1200);
      await settleFrames(page);
    }
    expect(asked).toHaveLength(1);
    await settled(chat);
    const before = await firstInView(chat);
    if (!before) throw new Error('no message in view');
    const answered = page.waitForResponse(/\/messages\?before=/);
    release();
    await answered;
    // The older turns are drawn just above the view (it keeps a few there).
    await expect.poll(() => messageElement(page, turn(TURNS - 25).question).count(), WAIT).toBe(1);
    await settled(chat);
    expect(Math.abs(((await offsetInView(chat, before.id)) ?? Number.NaN) - before.offset)).toBeLessThanOrEqual(2);
    expect(await mounted(page)).toBeLessThanOrEqual(MOUNTED_AT_MOST);

    // On to the very first turn, a page at a time.
    await page.unroute(/\/messages\?before=/);
    await expect
      .poll(async () => {
        await chat.evaluate((element) => {
          element.scrollTop = 0;
        });
        return messageElement(page, turn(1).question).count();
      }, WAIT)
      .toBe(1);
    expect(await mounted(page)).toBeLessThanOrEqual(MOUNTED_AT_MOST);
  });

  test('/c/{id}?message= opens at an old message, marked, and drops it from the address', async () => {
    const target = turn(20).openai;
    const page = await openConversation(`?message=${target}`);
    const chat = chatScreen(page).chat;
    const message = messageElement(page, target);
    await expect.poll(() => message.getAttribute('data-highlighted'), WAIT).toBe('true');
    await page.waitForURL((url) => url.pathname === `/c/${server.seeded.conversationId}` && url.search === '');
    await settled(chat);
    const offset = (await offsetInView(chat, target)) ?? Number.NaN;
    const height = await chat.evaluate((element) => element.clientHeight);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(height);
    expect(await mounted(page)).toBeLessThanOrEqual(MOUNTED_AT_MOST);
    expect(await messageElement(page, turn(TURNS).claude).count()).toBe(0);
  });

  test('a message sent, and its reply as it streams, are followed to the bottom', async () => {
    server.openai.alwaysFail({ kind: 'drip', delayMs: 25 });
    try {
      const page = await openConversation();
      const screen = chatScreen(page);
      await messageElement(page, turn(TURNS).claude).waitFor();
      const question = Array.from({ length: 150 }, (_, index) => `w${index}`).join(' ');
      await sendMessage(page, question);

      const reply = screen.replies('OpenAI').last();
      // Sampled as the words arrive: followed all the way, not only at the end.
      for (const word of ['w10', 'w30', 'w50', 'w70', 'w90']) {
        await reply.getByText(word, { exact: false }).waitFor();
        expect(await reply.getAttribute('aria-busy')).toBe('true');
        await expect.poll(() => fromBottom(screen.chat), WAIT).toBeLessThanOrEqual(80);
      }
      await reply.getByText('w149', { exact: false }).waitFor();
      await expect.poll(() => reply.getAttribute('aria-busy'), WAIT).toBeNull();
      await expect.poll(() => fromBottom(screen.chat), WAIT).toBeLessThanOrEqual(80);
      expect(await screen.yourMessages.last().innerText()).toContain('w149');
      expect(await mounted(page)).toBeLessThanOrEqual(MOUNTED_AT_MOST);
    } finally {
      server.openai.alwaysFail(null);
    }
  });
});
