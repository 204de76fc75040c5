import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '#shared/api/messages';
import { createConversation, createMessage } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
// A second app on the same database stands for a second server process.
let other: FastifyInstance;

beforeAll(async () => {
  other = await ctx.buildApp({}, { runReplyWorker: false });
  await other.ready();
});

const poll = async (app: FastifyInstance, caller: SignedIn, conversationId: number, after: number) => {
  const response = await call(app, {
    url: `/api/messages/updates?conversationId=${conversationId}&afterMessageId=${after}`,
    cookie: caller.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Message[]).map((message) => message.content);
};

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('what is answered from memory', () => {
  it('answers a poll with nothing new without reading the database', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const first = await createMessage(ctx.db, conversation.id, { content: 'Before' });
    expect(await poll(ctx.app, alice, conversation.id, 0)).toEqual(['Before']);

    // Written behind the server's back, with none of the events a stored message sends: a poll
    // that read the database would see it; one answered from memory does not.
    await createMessage(ctx.db, conversation.id, { content: 'Unannounced' });
    expect(await poll(ctx.app, alice, conversation.id, first.id)).toEqual([]);

    // A message stored through the API is heard of by every process, and the next poll reads it.
    const sent = await alice.call({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Announced', conversationId: conversation.id, models: ['openai'] },
    });
    expect(sent.statusCode).toBe(200);
    expect(await poll(ctx.app, alice, conversation.id, first.id)).toEqual(['Unannounced', 'Announced']);
    const elsewhere = await eventually(
      () => poll(other, alice, conversation.id, first.id),
      (contents) => contents.length === 2,
    );
    expect(elsewhere).toEqual(['Unannounced', 'Announced']);
  });

  it('hears in one process of a message stored by another', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    expect(await poll(other, alice, conversation.id, 0)).toEqual([]);

    const sent = await alice.call({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Hello from the first process', conversationId: conversation.id, models: ['claude'] },
    });
    expect(sent.statusCode).toBe(200);
    const seen = await eventually(
      () => poll(other, alice, conversation.id, 0),
      (contents) => contents.length > 0,
    );
    expect(seen[0]).toBe('Hello from the first process');
  });

  it('stops honouring a session in every process as soon as it is ended in one', async () => {
    const alice = await signIn(ctx);
    const whoAmI = (app: FastifyInstance) => call(app, { url: '/api/user', cookie: alice.cookie });
    expect((await whoAmI(other)).statusCode).toBe(200);
    expect((await whoAmI(ctx.app)).statusCode).toBe(200);

    expect((await alice.call({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);

    expect((await whoAmI(ctx.app)).statusCode).toBe(401);
    const status = await eventually(
      async () => (await whoAmI(other)).statusCode,
      (code) => code === 401,
      1000,
    );
    expect(status).toBe(401);
  });

  it('shows a profile change at once in every process', async () => {
    const alice = await signIn(ctx, { name: 'Alice Before' });
    const nameIn = async (app: FastifyInstance) =>
      (await call(app, { url: '/api/user', cookie: alice.cookie })).json().name as string;
    expect(await nameIn(other)).toBe('Alice Before');

    const renamed = await alice.call({
      method: 'PATCH',
      url: `/api/users/${alice.user.id}`,
      payload: { name: 'Alice After' },
    });
    expect(renamed.statusCode).toBe(200);

    expect(await nameIn(ctx.app)).toBe('Alice After');
    expect(
      await eventually(
        () => nameIn(other),
        (name) => name === 'Alice After',
        1000,
      ),
    ).toBe('Alice After');
  });
});
