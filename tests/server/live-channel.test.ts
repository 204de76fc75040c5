import { describe, expect, it } from 'vitest';
import { LIVE_CHANNELS_PER_USER } from '#shared/api/live';
import { sendChat, settledConversation } from '#tests/helpers/chat';
import { createConversation, createSessionCookie } from '#tests/helpers/factories';
import { useFakeProviderApp } from '#tests/helpers/fake-provider-app';
import { openLive } from '#tests/helpers/live-client';
import { sessionCookieFrom, useTestApp } from '#tests/helpers/test-app';
import { waitUntil } from '#tests/helpers/wait-until';

const ctx = useTestApp();
const fakes = useFakeProviderApp(ctx, { listen: true });

const drip = (delayMs = 40) => ({ kind: 'drip' as const, delayMs });
const openaiAnswer = (question: string) => `OpenAI (gpt-4o) answers: ${question}`;
const claudeAnswer = (question: string) => `Claude (claude-3-7-sonnet-20250219) answers: ${question}`;

async function conversationWithChannel(caller: Awaited<ReturnType<typeof fakes.signIn>>) {
  const conversation = await createConversation(ctx.db, caller.user.id);
  const live = await openLive(fakes.baseUrl, conversation.id, { cookie: caller.cookie });
  await live.waitFor((event) => event.event === 'snapshot');
  return { conversation, live };
}

describe('GET /api/conversations/:id/events', () => {
  it('opens a stream that proxies do not buffer, starting with a snapshot', async () => {
    const caller = await fakes.signIn();
    const { live } = await conversationWithChannel(caller);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.headers.get('x-accel-buffering')).toBe('no');
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(live.events[0]).toMatchObject({ event: 'snapshot', data: { messages: [], replies: [] } });
    live.close();
  });

  it('answers 401 without a session, and 404 for a missing conversation or another user’s', async () => {
    const owner = await fakes.signIn();
    const stranger = await fakes.signIn();
    const conversation = await createConversation(ctx.db, owner.user.id);

    expect((await openLive(fakes.baseUrl, conversation.id)).status).toBe(401);
    const foreign = await openLive(fakes.baseUrl, conversation.id, { cookie: stranger.cookie });
    const missing = await openLive(fakes.baseUrl, 999_999, { cookie: stranger.cookie });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(JSON.parse(foreign.body)).toMatchObject({ code: 'conversation_not_found' });
    expect(foreign.body).toBe(missing.body);
    expect((await openLive(fakes.baseUrl, 'abc', { cookie: owner.cookie })).status).toBe(400);
  });

  it('streams a reply piece by piece, then the stored message, and the pieces add up to it', async () => {
    const caller = await fakes.signIn();
    const { conversation, live } = await conversationWithChannel(caller);
    fakes.openai.alwaysFail(drip());
    const question = 'Tell me about the tides in a few words please';

    const sent = await sendChat(caller, { message: question, conversationId: conversation.id, models: ['openai'] });

    const userMessage = await live.waitFor((event) => event.event === 'message');
    expect(userMessage.data.message).toMatchObject({ id: sent.messageId, sender: 'user', content: question });
    const queued = await live.waitFor((event) => event.event === 'reply');
    expect(queued.data).toMatchObject({ provider: 'openai', model: 'gpt-4o', userMessageId: sent.messageId, text: '' });
    const { jobId } = queued.data;
    const firstText = await live.waitFor((event) => event.data.jobId === jobId && event.data.text !== '');
    const done = await live.waitFor((event) => event.event === 'done');
    const deltasBeforeDone = live.events.filter((event) => event.event === 'delta' && event.data.jobId === jobId);
    expect(deltasBeforeDone.length).toBeGreaterThan(2);
    expect(firstText.data.offset).toBe(0);
    expect(firstText.data.text.length).toBeLessThan(openaiAnswer(question).length);
    expect(openaiAnswer(question).startsWith(firstText.data.text)).toBe(true);
    expect(done.data).toMatchObject({ jobId, message: { sender: 'openai', content: openaiAnswer(question) } });
    expect(live.replyText(jobId)).toBe(openaiAnswer(question));
    // Every event but the pings carries an id to resume from.
    expect(live.events.every((event) => event.id !== undefined)).toBe(true);
    live.close();
  });

  it('streams both providers at once, independently', async () => {
    const caller = await fakes.signIn();
    const { conversation, live } = await conversationWithChannel(caller);
    fakes.openai.alwaysFail(drip(30));
    fakes.anthropic.alwaysFail(drip(30));
    const question = 'Compare two rivers in one short sentence';

    await sendChat(caller, { message: question, conversationId: conversation.id, models: ['openai', 'claude'] });
    await live.waitFor((event) => event.event === 'done' && event.data.message.sender === 'openai');
    await live.waitFor((event) => event.event === 'done' && event.data.message.sender === 'claude');

    const introduced = live.events.filter((event) => event.event === 'reply').map((event) => event.data);
    const jobs = [...new Map(introduced.map((job) => [job.jobId, job])).values()];
    expect(jobs.map((job) => job.provider).sort()).toEqual(['claude', 'openai']);
    const firstDone = live.events.findIndex((event) => event.event === 'done');
    const deltasBefore = live.events.slice(0, firstDone).filter((event) => event.event === 'delta');
    // Both were growing before either finished.
    expect(new Set(deltasBefore.map((event) => event.data.jobId)).size).toBe(2);
    const text = (provider: string) => live.replyText(jobs.find((job) => job.provider === provider).jobId);
    expect(text('openai')).toBe(openaiAnswer(question));
    expect(text('claude')).toBe(claudeAnswer(question));
    live.close();
  });

  it('gives a channel opened mid-reply the text so far at once, then the rest', async () => {
    const caller = await fakes.signIn();
    const { conversation, live: first } = await conversationWithChannel(caller);
    fakes.anthropic.alwaysFail(drip(50));
    const question = 'Describe a lighthouse keeper’s morning in some detail';
    const sent = await sendChat(caller, { message: question, conversationId: conversation.id, models: ['claude'] });
    await first.waitFor((event) => event.event === 'delta' && event.data.offset > 20);

    const second = await openLive(fakes.baseUrl, conversation.id, { cookie: caller.cookie, after: sent.messageId });
    const snapshot = await second.waitFor((event) => event.event === 'snapshot');
    const [reply] = snapshot.data.replies;
    expect(reply).toMatchObject({ provider: 'claude', userMessageId: sent.messageId, offset: 0 });
    expect(reply.text.length).toBeGreaterThan(20);
    expect(claudeAnswer(question).startsWith(reply.text)).toBe(true);
    expect(snapshot.data.messages.map((message: { id: number }) => message.id)).toContain(sent.messageId);

    await second.waitFor((event) => event.event === 'done');
    expect(second.replyText(reply.jobId)).toBe(claudeAnswer(question));
    first.close();
    second.close();
  });

  it('resumes from Last-Event-ID with exactly the text that was missed', async () => {
    const caller = await fakes.signIn();
    const { conversation, live: first } = await conversationWithChannel(caller);
    fakes.openai.alwaysFail(drip(50));
    const question = 'Explain how a sundial works, step by step, for a child';
    await sendChat(caller, { message: question, conversationId: conversation.id, models: ['openai'] });
    const { data: queued } = await first.waitFor((event) => event.event === 'reply');
    await first.waitFor((event) => event.event === 'delta' && event.data.offset > 10);
    first.close();
    await first.ended;
    const before = first.replyText(queued.jobId);

    const resumed = await openLive(fakes.baseUrl, conversation.id, {
      cookie: caller.cookie,
      lastEventId: first.lastEventId(),
    });
    const snapshot = await resumed.waitFor((event) => event.event === 'snapshot');
    await resumed.waitFor((event) => event.event === 'done');

    // Nothing already received is sent again: the snapshot starts where the first channel stopped…
    const [reply] = snapshot.data.replies;
    if (reply) expect(reply.offset).toBe(before.length);
    const pieces = resumed.events
      .flatMap((event) =>
        event.event === 'snapshot' ? event.data.replies : event.event === 'delta' ? [event.data] : [],
      )
      .map((piece: { text: string }) => piece.text)
      .join('');
    // …and what follows completes it exactly.
    expect(before + pieces).toBe(openaiAnswer(question));
    resumed.close();
  });

  it('sends a reply that was stored while the client was away when it resumes', async () => {
    const caller = await fakes.signIn();
    const { conversation, live: first } = await conversationWithChannel(caller);
    fakes.openai.alwaysFail(drip(20));
    const sent = await sendChat(caller, { message: 'Short one', conversationId: conversation.id, models: ['openai'] });
    await first.waitFor((event) => event.event === 'delta');
    first.close();
    await settledConversation(ctx.db, conversation.id, 600);

    const resumed = await openLive(fakes.baseUrl, conversation.id, {
      cookie: caller.cookie,
      lastEventId: first.lastEventId(),
    });
    const snapshot = await resumed.waitFor((event) => event.event === 'snapshot');
    expect(snapshot.data.replies).toEqual([]);
    const reply = snapshot.data.messages.find((message: { sender: string }) => message.sender === 'openai');
    expect(reply).toMatchObject({ content: openaiAnswer('Short one') });
    expect(reply.id).toBeGreaterThan(sent.messageId);
    resumed.close();
  });

  it(`refuses more than ${LIVE_CHANNELS_PER_USER} open channels per user with 429, and frees a place on close`, async () => {
    const caller = await fakes.signIn();
    const conversation = await createConversation(ctx.db, caller.user.id);
    const open = await Promise.all(
      Array.from({ length: LIVE_CHANNELS_PER_USER }, () =>
        openLive(fakes.baseUrl, conversation.id, { cookie: caller.cookie }),
      ),
    );
    expect(open.map((live) => live.status)).toEqual(open.map(() => 200));

    const refused = await openLive(fakes.baseUrl, conversation.id, { cookie: caller.cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another user is not affected.
    const other = await fakes.signIn();
    const theirs = await createConversation(ctx.db, other.user.id);
    expect((await openLive(fakes.baseUrl, theirs.id, { cookie: other.cookie })).status).toBe(200);

    open[0]?.close();
    await waitUntil(
      async () => (await openLive(fakes.baseUrl, conversation.id, { cookie: caller.cookie })).status === 200,
      'a channel is free again',
      3000,
    );
    for (const live of open) live.close();
  });
});

describe('closing channels', () => {
  it('ends the channels of a session that logs out, and no other', async () => {
    const caller = await fakes.signIn();
    const otherSession = await fakes.signIn({ email: `other-${caller.user.email}` });
    const { live } = await conversationWithChannel(caller);
    const { conversation: unrelatedConversation, live: unrelated } = await conversationWithChannel(otherSession);

    const logout = await caller.call({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(200);

    await live.ended;
    expect((await openLive(fakes.baseUrl, 1, { cookie: caller.cookie })).status).toBe(401);
    // Still open: what happens in its conversation reaches it.
    await sendChat(otherSession, {
      message: 'Still there?',
      conversationId: unrelatedConversation.id,
      models: ['openai'],
    });
    await unrelated.waitFor((event) => event.event === 'message');
    await unrelated.waitFor((event) => event.event === 'done');
    unrelated.close();
  });

  it('ends every channel of an old token on a password change; the changer’s tab comes back with its new one', async () => {
    const caller = await fakes.signIn({ password: 'old password 1' });
    const { conversation, live: own } = await conversationWithChannel(caller);
    const secondSession = await secondSessionOf(caller.user.id);
    const elsewhere = await openLive(fakes.baseUrl, conversation.id, { cookie: secondSession });
    await elsewhere.waitFor((event) => event.event === 'snapshot');

    const changed = await caller.call({
      method: 'POST',
      url: `/api/users/${caller.user.id}/change-password`,
      payload: { currentPassword: 'old password 1', newPassword: 'new password 2' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    await elsewhere.ended;
    await own.ended;
    const renewed = await openLive(fakes.baseUrl, conversation.id, { cookie: sessionCookieFrom(changed) });
    await renewed.waitFor((event) => event.event === 'snapshot');
    renewed.close();
  });

  it('ends every channel of a deleted account, and of a deleted conversation', async () => {
    const admin = await fakes.signIn({ isAdmin: true });
    const doomed = await fakes.signIn();
    const { live: ofUser } = await conversationWithChannel(doomed);
    const kept = await fakes.signIn();
    const { conversation, live: ofConversation } = await conversationWithChannel(kept);

    expect((await admin.call({ method: 'DELETE', url: `/api/admin/users/${doomed.user.id}` })).statusCode).toBe(200);
    await ofUser.ended;
    expect((await kept.call({ method: 'DELETE', url: `/api/conversations/${conversation.id}` })).statusCode).toBe(200);
    await ofConversation.ended;
  });
});

async function secondSessionOf(userId: number): Promise<string> {
  return (await createSessionCookie(ctx.db, userId)).cookie;
}
