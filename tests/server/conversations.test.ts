import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findConversation } from '#server/db/queries/conversations';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { ageRow, createConversation, createMessage, createProject } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const NOT_FOUND = { code: 'conversation_not_found', message: 'Conversation not found.' };

const create = (user: SignedIn, payload: object) => user.call({ method: 'POST', url: '/api/conversations', payload });
const move = (user: SignedIn, id: number | string, payload: object) =>
  user.call({ method: 'PATCH', url: `/api/conversations/${id}/move`, payload });

const conversationsOf = (userId: number) => ctx.db.select().from(conversations).where(eq(conversations.userId, userId));
const messagesOf = (conversationId: number) =>
  ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));

describe('GET /api/conversations', () => {
  it('lists only your own conversations, most recently updated first, each with its projectId', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id);
    const hourOld = await createConversation(ctx.db, alice.user.id, { projectId: project.id });
    const dayOld = await createConversation(ctx.db, alice.user.id);
    const minuteOld = await createConversation(ctx.db, alice.user.id);
    await createConversation(ctx.db, bob.user.id);
    await ageRow(ctx.db, 'conversations', 'updated_at', hourOld.id, '1 hour');
    await ageRow(ctx.db, 'conversations', 'updated_at', dayOld.id, '1 day');
    await ageRow(ctx.db, 'conversations', 'updated_at', minuteOld.id, '1 minute');

    const response = await alice.call({ url: '/api/conversations' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: minuteOld.id, title: minuteOld.title, projectId: null, userId: alice.user.id }),
      expect.objectContaining({ id: hourOld.id, projectId: project.id }),
      expect.objectContaining({ id: dayOld.id, projectId: null }),
    ]);
  });
});

describe('GET /api/conversations/:id', () => {
  it('answers its messages in id order, each with id, sender, content, conversationId and createdAt', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const other = await createConversation(ctx.db, alice.user.id);
    const question = await createMessage(ctx.db, conversation.id, { content: 'Hello?', sender: 'user' });
    await createMessage(ctx.db, other.id);
    const openai = await createMessage(ctx.db, conversation.id, { content: 'Hi from GPT', sender: 'openai' });
    const claude = await createMessage(ctx.db, conversation.id, { content: 'Hi from Claude', sender: 'claude' });
    // An older timestamp on a later message: the order is by id, not by time.
    await ageRow(ctx.db, 'messages', 'created_at', claude.id, '1 hour');

    const response = await alice.call({ url: `/api/conversations/${conversation.id}` });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((message: { id: number }) => message.id)).toEqual([question.id, openai.id, claude.id]);
    expect(body[0]).toMatchObject({
      id: question.id,
      conversationId: conversation.id,
      content: 'Hello?',
      sender: 'user',
      createdAt: question.createdAt.toISOString(),
    });
    expect(body.map((message: { sender: string }) => message.sender)).toEqual(['user', 'openai', 'claude']);
  });

  it('answers an empty list for a conversation without messages', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);

    expect((await alice.call({ url: `/api/conversations/${conversation.id}` })).json()).toEqual([]);
  });
});

describe('POST /api/conversations', () => {
  it('creates a conversation titled "New Conversation" in no project by default', async () => {
    const alice = await signIn(ctx);
    const response = await create(alice, {});

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ title: 'New Conversation', projectId: null, userId: alice.user.id });
    expect(await findConversation(ctx.db, alice.user.id, body.id)).toMatchObject({ title: 'New Conversation' });
  });

  it('trims a given title and accepts 200 characters', async () => {
    const alice = await signIn(ctx);
    expect((await create(alice, { title: '  Trip plans  ' })).json()).toMatchObject({ title: 'Trip plans' });
    const longest = 'x'.repeat(200);
    expect((await create(alice, { title: longest })).json()).toMatchObject({ title: longest });
  });

  it('creates a conversation in a project of your own', async () => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id);
    const response = await create(alice, { title: 'In a project', projectId: project.id });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: expect.any(Number), projectId: project.id });
    expect(await conversationsOf(alice.user.id)).toEqual([expect.objectContaining({ projectId: project.id })]);
  });

  it('answers 404 for another user’s projectId and creates nothing', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const project = await createProject(ctx.db, bob.user.id);
    const response = await create(alice, { title: 'Sneaky', projectId: project.id });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'project_not_found', message: 'Project not found.' });
    expect(await ctx.db.select().from(conversations)).toEqual([]);
  });

  it.each([
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['a blank title', { title: '   ' }],
    ['a projectId that is not a number', { projectId: 'abc' }],
    ['an unknown field', { title: 'ok', userId: 1 }],
  ])('refuses %s with 400 and creates nothing', async (_case, payload) => {
    const alice = await signIn(ctx);
    const response = await create(alice, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await ctx.db.select().from(conversations)).toEqual([]);
  });
});

describe('DELETE /api/conversations/:id', () => {
  it('deletes the conversation and its messages, and nothing else', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const kept = await createConversation(ctx.db, alice.user.id);
    await createMessage(ctx.db, conversation.id);
    await createMessage(ctx.db, conversation.id, { sender: 'claude' });
    const keptMessage = await createMessage(ctx.db, kept.id);

    const response = await alice.call({ method: 'DELETE', url: `/api/conversations/${conversation.id}` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await findConversation(ctx.db, alice.user.id, conversation.id)).toBeUndefined();
    expect(await messagesOf(conversation.id)).toEqual([]);
    expect(await messagesOf(kept.id)).toEqual([keptMessage]);
  });
});

describe('PATCH /api/conversations/:id/move', () => {
  it('moves a conversation into a project of your own and out again', async () => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id);
    const conversation = await createConversation(ctx.db, alice.user.id);

    const moved = await move(alice, conversation.id, { projectId: project.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: conversation.id, title: conversation.title, projectId: project.id });
    expect(await findConversation(ctx.db, alice.user.id, conversation.id)).toMatchObject({ projectId: project.id });

    const out = await move(alice, conversation.id, { projectId: null });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ id: conversation.id, projectId: null });
    expect(await findConversation(ctx.db, alice.user.id, conversation.id)).toMatchObject({ projectId: null });
  });

  it('answers 404 for another user’s project and leaves the conversation where it was', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const own = await createProject(ctx.db, alice.user.id);
    const theirs = await createProject(ctx.db, bob.user.id);
    const conversation = await createConversation(ctx.db, alice.user.id, { projectId: own.id });

    const response = await move(alice, conversation.id, { projectId: theirs.id });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'project_not_found', message: 'Project not found.' });
    expect(await findConversation(ctx.db, alice.user.id, conversation.id)).toMatchObject({ projectId: own.id });
  });

  it.each([
    ['no projectId key', {}],
    ['a projectId that is not a number', { projectId: '1' }],
    ['an unknown field', { projectId: null, title: 'renamed' }],
  ])('refuses %s with 400', async (_case, payload) => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id);
    const conversation = await createConversation(ctx.db, alice.user.id, { projectId: project.id });

    const response = await move(alice, conversation.id, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await findConversation(ctx.db, alice.user.id, conversation.id)).toEqual(conversation);
  });
});

describe('PATCH /api/conversations/:id', () => {
  const rename = (user: SignedIn, id: number, payload: object) =>
    user.call({ method: 'PATCH', url: `/api/conversations/${id}`, payload });

  it('renames your conversation, trimmed, and answers it', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);

    const response = await rename(alice, conversation.id, { title: '  Trip to Lisbon  ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: conversation.id, title: 'Trip to Lisbon', projectId: null });
    expect(await findConversation(ctx.db, alice.user.id, conversation.id)).toMatchObject({ title: 'Trip to Lisbon' });
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a title of spaces', { title: '   ' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['no title', {}],
    ['an unknown field', { title: 'ok', projectId: null }],
  ])('refuses %s with 400 and keeps the title', async (_case, payload) => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);

    const response = await rename(alice, conversation.id, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await findConversation(ctx.db, alice.user.id, conversation.id)).toEqual(conversation);
  });
});

describe('every conversation route', () => {
  const byId = (id: number | string, projectId: number | null = null) => [
    { method: 'GET' as const, url: `/api/conversations/${id}` },
    { method: 'PATCH' as const, url: `/api/conversations/${id}`, payload: { title: 'Renamed' } },
    { method: 'DELETE' as const, url: `/api/conversations/${id}` },
    { method: 'PATCH' as const, url: `/api/conversations/${id}/move`, payload: { projectId } },
  ];

  it('answers 404 for another user’s conversation, exactly as for a missing one, and changes nothing', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const aliceProject = await createProject(ctx.db, alice.user.id);
    const bobProject = await createProject(ctx.db, bob.user.id);
    const theirs = await createConversation(ctx.db, bob.user.id, { projectId: bobProject.id });
    const message = await createMessage(ctx.db, theirs.id);

    for (const [index, request] of byId(theirs.id, aliceProject.id).entries()) {
      const response = await alice.call(request);
      const missing = await alice.call(byId(999_999, aliceProject.id)[index] ?? request);
      expect(response.statusCode, request.method).toBe(404);
      expect(response.json(), request.method).toEqual(NOT_FOUND);
      expect(missing.statusCode, request.method).toBe(404);
      expect(missing.body, request.method).toBe(response.body);
    }
    expect(await findConversation(ctx.db, bob.user.id, theirs.id)).toEqual(theirs);
    expect(await messagesOf(theirs.id)).toEqual([message]);
  });

  it('answers 400 to an id that is not a number', async () => {
    const alice = await signIn(ctx);
    for (const request of byId('abc')) {
      const response = await alice.call(request);
      expect(response.statusCode, request.method).toBe(400);
      expect(response.json(), request.method).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers 401 to anonymous callers and changes nothing', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    for (const request of [
      { method: 'GET' as const, url: '/api/conversations' },
      { method: 'POST' as const, url: '/api/conversations', payload: { title: 'Anonymous' } },
      ...byId(conversation.id),
    ]) {
      const response = await call(ctx.app, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
    expect(await ctx.db.select().from(conversations)).toEqual([conversation]);
  });
});
