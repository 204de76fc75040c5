import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { discardIfEmpty } from '#server/db/queries/conversations';
import { storeUserTurn } from '#server/db/queries/turns';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { createConversation, createMessage, createProject } from '#tests/helpers/factories';
import { openLive } from '#tests/helpers/live-client';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { waitForLockWait } from '#tests/helpers/test-database';

// docs/decisions/049-empty-conversations.md: at most one conversation without a message per person,
// and one left empty is deleted as it is left, never one that has a message.

const ctx = useTestApp();
let baseUrl: string;

beforeAll(async () => {
  // The live channel is a real HTTP stream; useTestApp closes the app.
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const NOT_FOUND = { code: 'conversation_not_found', message: 'Conversation not found.' };

const create = async (user: SignedIn, payload: object = {}) => {
  const response = await user.call({ method: 'POST', url: '/api/conversations', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; title: string; projectId: number | null };
};
const discard = (user: SignedIn, id: number) => user.call({ method: 'POST', url: `/api/conversations/${id}/discard` });
const idsOf = async (userId: number) =>
  (await ctx.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId)))
    .map((row) => row.id)
    .sort((a, b) => a - b);
const messagesOf = (conversationId: number) =>
  ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));

describe('POST /api/conversations with an empty one already there', () => {
  it('leaves at most one empty conversation however many are created, in projects too', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id);
    const used = await createConversation(ctx.db, alice.user.id);
    await createMessage(ctx.db, used.id);
    const bobsEmpty = await createConversation(ctx.db, bob.user.id);

    await create(alice, { title: 'Chat 1' });
    await create(alice, { title: 'Chat 2' });
    await create(alice, { title: 'In the project', projectId: project.id });
    const newest = await create(alice, { title: 'Chat 3' });

    expect(newest).toMatchObject({ title: 'Chat 3', projectId: null });
    expect(await idsOf(alice.user.id)).toEqual([used.id, newest.id]);
    expect(await messagesOf(used.id)).toHaveLength(1);
    expect(await idsOf(bob.user.id)).toEqual([bobsEmpty.id]);
  });

  it('leaves one empty conversation when several are created at once', async () => {
    const alice = await signIn(ctx);
    const created = await Promise.all([1, 2, 3, 4, 5].map((n) => create(alice, { title: `Chat ${n}` })));

    const left = await idsOf(alice.user.id);
    expect(left).toHaveLength(1);
    expect(created.map((conversation) => conversation.id)).toContain(left[0]);
  });

  it('ends the live channel of the empty conversation it replaces', async () => {
    const alice = await signIn(ctx);
    const earlier = await create(alice);
    const live = await openLive(baseUrl, earlier.id, { cookie: alice.cookie });
    await live.waitFor((event) => event.event === 'snapshot');

    await create(alice);

    await live.ended;
  });
});

describe('GET /api/conversations', () => {
  it('tells each conversation that has no message yet', async () => {
    const alice = await signIn(ctx);
    const used = await createConversation(ctx.db, alice.user.id);
    await createMessage(ctx.db, used.id);
    const fresh = await create(alice);

    const listed = (await alice.call({ url: '/api/conversations' })).json() as { id: number; empty: boolean }[];
    expect(listed.map(({ id, empty }) => ({ id, empty }))).toEqual([
      { id: fresh.id, empty: true },
      { id: used.id, empty: false },
    ]);
  });
});

describe('POST /api/conversations/:id/discard', () => {
  it('deletes a conversation without a message, and nothing else', async () => {
    const alice = await signIn(ctx);
    const kept = await createConversation(ctx.db, alice.user.id);
    await createMessage(ctx.db, kept.id);
    const fresh = await create(alice);

    const response = await discard(alice, fresh.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await idsOf(alice.user.id)).toEqual([kept.id]);
    expect(await messagesOf(kept.id)).toHaveLength(1);
  });

  it('keeps a conversation with a message, and its messages', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const message = await createMessage(ctx.db, conversation.id);

    const response = await discard(alice, conversation.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: false });
    expect(await messagesOf(conversation.id)).toEqual([message]);
  });

  it('answers 404 for another user’s conversation, and for a missing one, and deletes nothing', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const bobs = await create(bob);

    for (const id of [bobs.id, 999_999]) {
      const response = await discard(alice, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await idsOf(bob.user.id)).toEqual([bobs.id]);
  });

  it('ends the conversation’s live channel', async () => {
    const alice = await signIn(ctx);
    const fresh = await create(alice);
    const live = await openLive(baseUrl, fresh.id, { cookie: alice.cookie });
    await live.waitFor((event) => event.event === 'snapshot');

    expect((await discard(alice, fresh.id)).json()).toEqual({ deleted: true });

    await live.ended;
  });
});

/** A promise to wait on, and what settles it. */
function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

describe('a first message and a discard at the same time', () => {
  const turn = (userId: number, conversationId: number) => ({
    userId,
    conversationId,
    content: 'First words',
    asked: [],
    contestants: null,
  });

  it('keeps the conversation when the message is being stored as the discard comes', async () => {
    const alice = await signIn(ctx);
    const fresh = await create(alice);
    const gate = signal();
    const stored = signal();

    // The send's transaction, held open once its message is written.
    const sent = ctx.db.transaction(async (tx) => {
      const written = await storeUserTurn(tx, turn(alice.user.id, fresh.id));
      stored.fire();
      await gate.fired;
      return written;
    });
    await stored.fired;
    const discarded = discard(alice, fresh.id);
    await waitForLockWait(ctx.database);
    gate.fire();

    expect(await sent).toBeDefined();
    expect((await discarded).json()).toEqual({ deleted: false });
    expect(await messagesOf(fresh.id)).toEqual([expect.objectContaining({ content: 'First words' })]);
  });

  it('stores nothing when the discard came first: the message finds no conversation', async () => {
    const alice = await signIn(ctx);
    const fresh = await create(alice);
    const gate = signal();
    const locked = signal();

    const discarded = ctx.db.transaction(async (tx) => {
      const outcome = await discardIfEmpty(tx, alice.user.id, fresh.id);
      locked.fire();
      await gate.fired;
      return outcome;
    });
    await locked.fired;
    const sent = ctx.db.transaction((tx) => storeUserTurn(tx, turn(alice.user.id, fresh.id)));
    await waitForLockWait(ctx.database);
    gate.fire();

    expect(await discarded).toBe(true);
    expect(await sent).toBeUndefined();
    expect(await messagesOf(fresh.id)).toEqual([]);
    expect(await idsOf(alice.user.id)).toEqual([]);
  });
});
