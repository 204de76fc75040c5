import { describe, expect, it } from 'vitest';
import { messages } from '#server/db/schema/messages';
import { UPDATES_BUDGET } from '#server/read-budget';
import type { Message } from '#shared/api/messages';
import { ageRow, createConversation, createMessage } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const updates = (caller: SignedIn, query: string) => caller.call({ url: `/api/messages/updates?${query}` });

async function idsAfter(caller: SignedIn, conversationId: number, afterMessageId?: number): Promise<number[]> {
  const after = afterMessageId === undefined ? '' : `&afterMessageId=${afterMessageId}`;
  const response = await updates(caller, `conversationId=${conversationId}${after}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Message[]).map((message) => message.id);
}

/** Messages inserted in one statement, ids in order. */
async function insertContents(conversationId: number, contents: string[]): Promise<number[]> {
  const rows = await ctx.db
    .insert(messages)
    .values(contents.map((content) => ({ conversationId, content, sender: 'user' as const })))
    .returning({ id: messages.id });
  return rows.map((row) => row.id).toSorted((a, b) => a - b);
}

async function pollAnswer(caller: SignedIn, conversationId: number, afterMessageId: number): Promise<Message[]> {
  const response = await updates(caller, `conversationId=${conversationId}&afterMessageId=${afterMessageId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Polls from `afterMessageId` as a client does, each time from the newest id it was given, until nothing is new. */
async function pollAll(caller: SignedIn, conversationId: number): Promise<Message[][]> {
  const answers: Message[][] = [];
  let after = 0;
  for (let answer = await pollAnswer(caller, conversationId, after); answer.length > 0; ) {
    answers.push(answer);
    after = Math.max(...answer.map((message) => message.id));
    answer = await pollAnswer(caller, conversationId, after);
  }
  return answers;
}

const contentBytes = (answer: Message[]) =>
  answer.reduce((bytes, message) => bytes + Buffer.byteLength(message.content), 0);

describe('GET /api/messages/updates', () => {
  it('returns the messages after the given id, in id order, with all their fields', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const other = await createConversation(ctx.db, alice.user.id);
    const seen = await createMessage(ctx.db, conversation.id, { content: 'Seen already' });
    const question = await createMessage(ctx.db, conversation.id, { content: 'What is 2 + 2?' });
    await createMessage(ctx.db, other.id, { content: 'Another conversation' });
    const [reply] = await ctx.db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        sender: 'claude',
        side: 'b',
        content: '4',
        model: 'claude-3-7-sonnet-20250219',
        inputTokens: 12,
        outputTokens: 3,
        latencyMs: 850,
        firstTokenMs: 240,
        replyTo: question.id,
        notice: 'claude-3-7-sonnet-20250219 cannot read images: it was given the name of photo.png only.',
        finishReason: 'length',
      })
      .returning();
    const failed = await createMessage(ctx.db, conversation.id, { sender: 'openai', content: 'OpenAI is overloaded.' });

    const response = await updates(alice, `conversationId=${conversation.id}&afterMessageId=${seen.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: question.id,
        conversationId: conversation.id,
        sender: 'user',
        side: null,
        content: 'What is 2 + 2?',
        createdAt: question.createdAt.toISOString(),
        model: null,
        error: false,
        usage: null,
        latencyMs: null,
        firstTokenMs: null,
        stopped: false,
        usageEstimated: false,
        replyTo: null,
        active: true,
        attachments: [],
        notice: null,
        finishReason: null,
      },
      {
        id: reply?.id,
        conversationId: conversation.id,
        sender: 'claude',
        side: 'b',
        content: '4',
        createdAt: reply?.createdAt.toISOString(),
        model: 'claude-3-7-sonnet-20250219',
        error: false,
        usage: { inputTokens: 12, outputTokens: 3 },
        latencyMs: 850,
        firstTokenMs: 240,
        stopped: false,
        usageEstimated: false,
        replyTo: question.id,
        active: true,
        attachments: [],
        notice: 'claude-3-7-sonnet-20250219 cannot read images: it was given the name of photo.png only.',
        finishReason: 'length',
      },
      expect.objectContaining({ id: failed.id, sender: 'openai', content: 'OpenAI is overloaded.' }),
    ]);
  });

  it('marks error replies', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    await ctx.db.insert(messages).values({
      conversationId: conversation.id,
      sender: 'openai',
      side: 'a',
      content: 'OpenAI refused the key.',
      error: true,
    });

    const [message] = (await updates(alice, `conversationId=${conversation.id}`)).json() as Message[];
    expect(message).toMatchObject({ sender: 'openai', error: true, usage: null });
  });

  it('orders by id, whoever sent the message and whenever it was stamped', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const ids: number[] = [];
    for (const sender of ['user', 'openai', 'claude', 'user', 'claude', 'openai'] as const) {
      ids.push((await createMessage(ctx.db, conversation.id, { sender })).id);
    }
    // A later id with an earlier timestamp: the poll is by id, so it must still come in id order.
    await ageRow(ctx.db, 'messages', 'created_at', ids[4] ?? 0, '1 hour');

    expect(await idsAfter(alice, conversation.id, 0)).toEqual(ids);
    expect(await idsAfter(alice, conversation.id, ids[2])).toEqual(ids.slice(3));
  });

  it('starts from the beginning when afterMessageId is omitted', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const first = await createMessage(ctx.db, conversation.id);
    const second = await createMessage(ctx.db, conversation.id);

    expect(await idsAfter(alice, conversation.id)).toEqual([first.id, second.id]);
  });

  it('answers [] when nothing is new, and for a conversation with no messages', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const empty = await createConversation(ctx.db, alice.user.id);
    const last = await createMessage(ctx.db, conversation.id);

    expect(await idsAfter(alice, conversation.id, last.id)).toEqual([]);
    expect(await idsAfter(alice, conversation.id, last.id + 100)).toEqual([]);
    expect(await idsAfter(alice, empty.id)).toEqual([]);
  });

  it('answers 404 for another user’s conversation, exactly as for a missing one', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const bobs = await createConversation(ctx.db, bob.user.id);
    await createMessage(ctx.db, bobs.id, { content: 'Bob’s secret' });

    const foreign = await updates(alice, `conversationId=${bobs.id}&afterMessageId=0`);
    const missing = await updates(alice, `conversationId=${bobs.id + 1000}&afterMessageId=0`);

    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'conversation_not_found', message: 'Conversation not found.' });
    expect(foreign.body).toBe(missing.body);
    expect(await idsAfter(bob, bobs.id)).toHaveLength(1);
  });

  it.each([
    ['conversationId missing', 'afterMessageId=0'],
    ['conversationId empty', 'conversationId=&afterMessageId=0'],
    ['conversationId abc', 'conversationId=abc'],
    ['conversationId 0', 'conversationId=0'],
    ['conversationId -1', 'conversationId=-1'],
    ['conversationId 1.5', 'conversationId=1.5'],
    ['conversationId too large', 'conversationId=99999999999'],
    ['afterMessageId x', 'conversationId={id}&afterMessageId=x'],
    ['afterMessageId -1', 'conversationId={id}&afterMessageId=-1'],
    ['afterMessageId 2.5', 'conversationId={id}&afterMessageId=2.5'],
  ])('refuses %s with 400', async (_case, query) => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);

    const response = await updates(alice, query.replace('{id}', String(conversation.id)));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('answers 401 to anonymous callers', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    await createMessage(ctx.db, conversation.id, { content: 'Private' });

    const response = await call(ctx.app, { url: `/api/messages/updates?conversationId=${conversation.id}` });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Private');
  });

  it('tells caches not to keep the answer', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    await createMessage(ctx.db, conversation.id);

    const response = await updates(alice, `conversationId=${conversation.id}&afterMessageId=0`);
    expect(response.headers['cache-control']).toBe('no-store');
    const empty = await updates(alice, `conversationId=${conversation.id}&afterMessageId=999`);
    expect(empty.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/messages/updates, bounded', () => {
  it('answers at most the budget of text, counted in bytes, and the next poll goes on from there', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    // 400,000 characters, 720,000 bytes: two fit the budget in characters, one in bytes.
    const ids = await insertContents(
      conversation.id,
      Array.from({ length: 5 }, (_, index) => `${index} ${'éééé '.repeat(80_000)}`),
    );

    const answers = await pollAll(alice, conversation.id);

    expect(answers.map((answer) => answer.length)).toEqual([1, 1, 1, 1, 1]);
    for (const answer of answers) expect(contentBytes(answer)).toBeLessThanOrEqual(UPDATES_BUDGET.maxBytes);
    expect(answers.flat().map((message) => message.id)).toEqual(ids);
  });

  it('answers at most the budget of messages, however small', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const total = UPDATES_BUDGET.maxMessages * 2 + 10;
    const ids = await insertContents(
      conversation.id,
      Array.from({ length: total }, (_, index) => `Message ${index}`),
    );

    const answers = await pollAll(alice, conversation.id);

    expect(answers.map((answer) => answer.length)).toEqual([
      UPDATES_BUDGET.maxMessages,
      UPDATES_BUDGET.maxMessages,
      10,
    ]);
    expect(answers.flat().map((message) => message.id)).toEqual(ids);
  });

  it('answers a message larger than the budget alone, so that polling moves past it', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const [small, huge, after] = await insertContents(conversation.id, [
      'Small',
      'word '.repeat(UPDATES_BUDGET.maxBytes / 5 + 1),
      'After',
    ]);

    const answers = await pollAll(alice, conversation.id);

    expect(answers.map((answer) => answer.map((message) => message.id))).toEqual([[small], [huge], [after]]);
  });
});
