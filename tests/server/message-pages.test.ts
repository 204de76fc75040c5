import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertAttachments } from '#server/db/queries/message-attachments';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { PAGE_BUDGET } from '#server/read-budget';
import type { MessagePage } from '#shared/api/message-pages';
import type { Message } from '#shared/api/messages';
import { PROVIDER_SIDES } from '#shared/models';
import { SAMPLES, upload } from '#tests/helpers/attachments';
import { createConversation, createMessage } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const NOT_FOUND = { code: 'conversation_not_found', message: 'Conversation not found.' };

const readPage = (caller: SignedIn, conversationId: number | string, query = '') =>
  caller.call({ url: `/api/conversations/${conversationId}/messages${query}` });

async function pageOf(caller: SignedIn, conversationId: number, query = ''): Promise<MessagePage> {
  const response = await readPage(caller, conversationId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every page from the newest, each asked with the cursor the one before gave. */
async function walk(caller: SignedIn, conversationId: number, limit: number): Promise<MessagePage[]> {
  const pages: MessagePage[] = [];
  let before: number | null = null;
  do {
    const cursor: string = before === null ? '' : `&before=${before}`;
    const page = await pageOf(caller, conversationId, `?limit=${limit}${cursor}`);
    pages.push(page);
    before = page.olderCursor;
  } while (before !== null && pages.length < 50);
  return pages;
}

/** A reply to the user message `replyTo`; null stands for one stored before reply_to existed. */
async function reply(
  conversationId: number,
  sender: 'openai' | 'claude',
  replyTo: number | null,
  fields: Partial<MessageRow> = {},
): Promise<MessageRow> {
  const [row] = await ctx.db
    .insert(messages)
    .values({
      conversationId,
      sender,
      side: PROVIDER_SIDES[sender],
      content: `${sender} answers`,
      model: 'test-model',
      replyTo,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no reply inserted');
  return row;
}

/** `count` turns: a question, OpenAI's reply naming it, and Claude's placed by id alone (older data). */
async function turns(conversationId: number, count: number) {
  const made: { user: MessageRow; openai: MessageRow; claude: MessageRow }[] = [];
  for (let index = 0; index < count; index++) {
    const user = await createMessage(ctx.db, conversationId, { content: `Question ${index}` });
    const openai = await reply(conversationId, 'openai', user.id);
    const claude = await createMessage(ctx.db, conversationId, { sender: 'claude', content: `Claude ${index}` });
    made.push({ user, openai, claude });
  }
  return made;
}

/** A new version of a turn's OpenAI reply, shown instead of the earlier one, as a regenerate stores it. */
async function regenerate(earlier: MessageRow): Promise<MessageRow> {
  await ctx.db.update(messages).set({ active: false }).where(eq(messages.id, earlier.id));
  return reply(earlier.conversationId, 'openai', earlier.replyTo, { content: 'openai answers again' });
}

const idsOf = (page: MessagePage) => page.messages.map((message) => message.id);

describe('GET /api/conversations/{id}/messages', () => {
  it('walked back from the newest, covers every message once, a page of whole turns at a time', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const elsewhere = await createConversation(ctx.db, alice.user.id);
    const opening = await reply(conversation.id, 'openai', null, { content: 'A reply ahead of any question' });
    const made = await turns(conversation.id, 7);
    await createMessage(ctx.db, elsewhere.id, { content: 'Another conversation' });
    const whole: Message[] = (await alice.call({ url: `/api/conversations/${conversation.id}` })).json();

    const pages = await walk(alice, conversation.id, 3);

    expect(pages.map((page) => page.olderCursor)).toEqual([made[4]?.user.id, made[1]?.user.id, null]);
    expect(pages.map((page) => page.messages.filter((message) => message.sender === 'user').length)).toEqual([3, 3, 1]);
    // The oldest page holds the first turn and the reply ahead of it.
    expect(pages[2]?.messages[0]?.id).toBe(opening.id);
    const all = pages.flatMap(idsOf);
    expect(new Set(all).size).toBe(all.length);
    expect(all.toSorted((a, b) => a - b)).toEqual(whole.map((message) => message.id));
    for (const page of pages) {
      expect(idsOf(page)).toEqual(idsOf(page).toSorted((a, b) => a - b));
      // The same messages, field for field, as the whole conversation's read.
      expect(page.messages).toEqual(whole.filter((message) => idsOf(page).includes(message.id)));
      for (const message of page.messages) {
        if (message.replyTo !== null) expect(idsOf(page)).toContain(message.replyTo);
      }
    }
  });

  it('brings a regenerated version with its old turn, not with the newest page its id would suggest', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const made = await turns(conversation.id, 4);
    const first = made[1];
    if (!first) throw new Error('no turn');
    const again = await regenerate(first.openai);

    const pages = await walk(alice, conversation.id, 1);

    expect(pages).toHaveLength(4);
    expect(idsOf(pages[0] as MessagePage)).not.toContain(again.id);
    const page = pages[2] as MessagePage;
    expect(idsOf(page)).toEqual([first.user.id, first.openai.id, first.claude.id, again.id]);
    expect(page.messages.map((message) => message.active)).toEqual([true, false, true, true]);
  });

  it('takes 25 turns when no limit is given, and up to 100', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const questions = [];
    for (let index = 0; index < 30; index++) questions.push(await createMessage(ctx.db, conversation.id));

    const latest = await pageOf(alice, conversation.id);
    expect(idsOf(latest)).toEqual(questions.slice(5).map((message) => message.id));
    expect(latest.olderCursor).toBe(questions[5]?.id);
    const rest = await pageOf(alice, conversation.id, `?before=${latest.olderCursor}`);
    expect(idsOf(rest)).toEqual(questions.slice(0, 5).map((message) => message.id));
    expect(rest.olderCursor).toBeNull();
    const everything = await pageOf(alice, conversation.id, '?limit=100');
    expect(everything.messages).toHaveLength(30);
    expect(everything.olderCursor).toBeNull();
  });

  it('reaches back to the turn of `include`, so that a conversation can open at an old message', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const opening = await reply(conversation.id, 'claude', null);
    const made = await turns(conversation.id, 10);
    const other = await createMessage(ctx.db, (await createConversation(ctx.db, alice.user.id)).id);
    const turn = (index: number) => made[index] as (typeof made)[number];
    const fromTurn = (index: number, until = made.length) =>
      made.slice(index, until).flatMap(({ user, openai, claude }) => [user.id, openai.id, claude.id]);

    const atReply = await pageOf(alice, conversation.id, `?limit=2&include=${turn(3).openai.id}`);
    expect(idsOf(atReply)).toEqual(fromTurn(3));
    expect(atReply.olderCursor).toBe(turn(3).user.id);
    // A reply placed by its id alone belongs to the question before it.
    const atOldReply = await pageOf(alice, conversation.id, `?limit=2&include=${turn(3).claude.id}`);
    expect(atOldReply).toEqual(atReply);

    const belowCursor = await pageOf(
      alice,
      conversation.id,
      `?limit=1&before=${turn(8).user.id}&include=${turn(3).user.id}`,
    );
    expect(idsOf(belowCursor)).toEqual(fromTurn(3, 8));

    // The first turn, or the replies ahead of it: the page reaches the very start.
    for (const include of [turn(0).user.id, opening.id]) {
      const start = await pageOf(alice, conversation.id, `?limit=2&include=${include}`);
      expect(idsOf(start)).toEqual([opening.id, ...fromTurn(0)]);
      expect(start.olderCursor).toBeNull();
    }

    // Newer than the page, in another conversation, or missing: no difference.
    const plain = await pageOf(alice, conversation.id, `?limit=2&before=${turn(5).user.id}`);
    expect(idsOf(plain)).toEqual(fromTurn(3, 5));
    for (const include of [turn(7).user.id, other.id, 2_000_000_000]) {
      expect(await pageOf(alice, conversation.id, `?limit=2&before=${turn(5).user.id}&include=${include}`)).toEqual(
        plain,
      );
    }
  });

  it('lists the files sent with a message, as the whole read does', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const [sent] = await turns(conversation.id, 1);
    if (!sent) throw new Error('no turn');
    await insertAttachments(ctx.db, sent.user.id, [await upload(alice, SAMPLES.png.name, SAMPLES.png.bytes)]);

    const page = await pageOf(alice, conversation.id);

    expect(page.messages[0]?.attachments).toEqual([
      expect.objectContaining({ originalname: 'photo.png', mimetype: 'image/png' }),
    ]);
    expect(page.messages).toEqual((await alice.call({ url: `/api/conversations/${conversation.id}` })).json());
  });

  it('answers an empty page for an empty conversation, and past its first message', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    expect(await pageOf(alice, conversation.id)).toEqual({ messages: [], olderCursor: null });
    const first = await createMessage(ctx.db, conversation.id);
    expect(await pageOf(alice, conversation.id, `?before=${first.id}`)).toEqual({ messages: [], olderCursor: null });
  });

  it('answers 404 for another user’s conversation, exactly as for a missing one', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const theirs = await createConversation(ctx.db, bob.user.id);
    const [turn] = await turns(theirs.id, 1);

    const response = await readPage(alice, theirs.id, `?include=${turn?.user.id}`);
    const missing = await readPage(alice, 999_999, `?include=${turn?.user.id}`);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(response.body);
  });

  it('answers 401 to anonymous callers', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const response = await call(ctx.app, { url: `/api/conversations/${conversation.id}/messages` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('answers 400 to a cursor, limit or message that is not a possible one', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    for (const query of [
      '?before=0',
      '?before=-5',
      '?before=abc',
      '?before=99999999999',
      '?limit=0',
      '?limit=101',
      '?limit=2.5',
      '?limit=many',
      '?include=0',
      '?include=x1',
    ]) {
      const response = await readPage(alice, conversation.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'validation_failed' });
    }
    expect((await readPage(alice, 'abc')).statusCode).toBe(400);
  });
});

/** `count` turns of a short question and an OpenAI reply of `replyBytes` bytes. */
async function largeTurns(conversationId: number, count: number, replyBytes: number) {
  const made: { user: MessageRow; openai: MessageRow }[] = [];
  for (let index = 0; index < count; index++) {
    const user = await createMessage(ctx.db, conversationId, { content: `Question ${index}` });
    const openai = await reply(conversationId, 'openai', user.id, { content: 'word '.repeat(replyBytes / 5) });
    made.push({ user, openai });
  }
  return made;
}

const contentBytes = (page: MessagePage) =>
  page.messages.reduce((bytes, message) => bytes + Buffer.byteLength(message.content), 0);
const userIdsOf = (page: MessagePage) =>
  page.messages.filter((message) => message.sender === 'user').map((message) => message.id);

describe('GET /api/conversations/{id}/messages, bounded', () => {
  it('takes fewer turns than asked when their text passes the budget, whole turns, and walks back to the start', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    // Three turns fit in the budget, four do not.
    const made = await largeTurns(conversation.id, 6, 300_000);

    const pages = await walk(alice, conversation.id, 25);

    expect(pages.map((page) => page.olderCursor)).toEqual([made[3]?.user.id, null]);
    expect(pages.map(userIdsOf)).toEqual([
      made.slice(3).map((turn) => turn.user.id),
      made.slice(0, 3).map((turn) => turn.user.id),
    ]);
    for (const page of pages) expect(contentBytes(page)).toBeLessThanOrEqual(PAGE_BUDGET.maxBytes);
    expect(pages.flatMap(idsOf).toSorted((a, b) => a - b)).toEqual(
      made.flatMap((turn) => [turn.user.id, turn.openai.id]),
    );
  });

  it('brings a turn larger than the budget whole and alone, so that reading back moves past it', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const [before] = await largeTurns(conversation.id, 1, 100);
    const [huge] = await largeTurns(conversation.id, 1, PAGE_BUDGET.maxBytes + 5);
    const [after] = await largeTurns(conversation.id, 1, 100);
    if (!before || !huge || !after) throw new Error('no turns');

    const pages = await walk(alice, conversation.id, 25);

    expect(pages.map(idsOf)).toEqual([
      [after.user.id, after.openai.id],
      [huge.user.id, huge.openai.id],
      [before.user.id, before.openai.id],
    ]);
  });

  it('reaches back toward `include` only as far as the budget goes; reading on with it gets there', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const made = await largeTurns(conversation.id, 8, 300_000);
    const target = made[0]?.openai.id;

    const first = await pageOf(alice, conversation.id, `?include=${target}`);
    expect(userIdsOf(first)).toEqual(made.slice(5).map((turn) => turn.user.id));
    expect(first.olderCursor).toBe(made[5]?.user.id);

    const pages = [first];
    for (let page = first; !idsOf(page).includes(target ?? 0) && page.olderCursor !== null; pages.push(page)) {
      page = await pageOf(alice, conversation.id, `?before=${page.olderCursor}&include=${target}`);
    }
    expect(pages.map((page) => page.olderCursor)).toEqual([made[5]?.user.id, made[2]?.user.id, null]);
  });

  it('reaches back toward `include` at most the budget of messages, however small', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const total = PAGE_BUDGET.maxMessages + 200;
    const rows = await ctx.db
      .insert(messages)
      .values(
        Array.from({ length: total }, (_, index) => ({
          conversationId: conversation.id,
          sender: 'user' as const,
          content: `Q${index}`,
        })),
      )
      .returning({ id: messages.id });
    const ids = rows.map((row) => row.id).toSorted((a, b) => a - b);

    const first = await pageOf(alice, conversation.id, `?include=${ids[0]}`);
    expect(first.messages).toHaveLength(PAGE_BUDGET.maxMessages);
    expect(first.olderCursor).toBe(ids[200]);
    const rest = await pageOf(alice, conversation.id, `?before=${first.olderCursor}&include=${ids[0]}`);
    expect(idsOf(rest)).toEqual(ids.slice(0, 200));
    expect(rest.olderCursor).toBeNull();
  });
});
