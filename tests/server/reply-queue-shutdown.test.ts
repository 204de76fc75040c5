import { describe, expect, it } from 'vitest';
import { listMessages } from '#server/db/queries/messages';
import { findReplyJobs } from '#server/db/queries/reply-jobs';
import { expectOneReplyPerJob, sendChat, settledConversation, waitForReplies } from '#tests/helpers/chat';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, signIn, useTestApp } from '#tests/helpers/test-app';
import { waitUntil } from '#tests/helpers/wait-until';

// The reply queue when a server stops, how soon a send is answered, and demo mode.

const ctx = useTestApp();
const apps = useReplyApps(ctx);

async function onlyJob(conversationId: number) {
  const [job, ...others] = await findReplyJobs(ctx.db, conversationId);
  expect(others).toEqual([]);
  if (!job) throw new Error('no reply job');
  return job;
}

describe('shutting down and answering', () => {
  it('hands a job whose call hangs back to the queue on close, and the next worker answers it once', async () => {
    const alice = await signIn(ctx);
    const first = await apps.start({ PROVIDER_TIMEOUT_SECONDS: '60' });
    apps.openai.queueFaults({ kind: 'hang' });
    const sent = await sendChat(callingApp(alice, first), { message: 'Hanging', models: ['openai'] });
    await waitUntil(() => apps.openai.requests.length === 1, 'the call reaches OpenAI');
    expect(await onlyJob(sent.conversationId)).toMatchObject({ status: 'running', claims: 1 });

    await first.close();

    expect(await onlyJob(sent.conversationId)).toMatchObject({ status: 'pending', leaseExpiresAt: null, claims: 0 });
    expect(await listMessages(ctx.db, sent.conversationId)).toHaveLength(1);
    const second = await apps.start();
    const replies = await waitForReplies(callingApp(alice, second), sent.conversationId, sent.messageId, 1);
    expect(replies).toMatchObject([{ error: false, content: 'OpenAI (gpt-4o) answers: Hanging' }]);
    expectOneReplyPerJob(await settledConversation(ctx.db, sent.conversationId));
    expect(apps.openai.requests).toHaveLength(2);
  });

  it('hands back jobs it was claiming at the moment it was closed', async () => {
    const alice = await signIn(ctx);
    const sent = await sendChat(callingApp(alice, await apps.startEnqueuer()), {
      message: 'Now?',
      models: ['openai', 'claude'],
    });
    apps.openai.alwaysFail({ kind: 'hang' });
    apps.anthropic.alwaysFail({ kind: 'hang' });

    // Ready starts the worker, whose first claim is still on its way to the database when close comes.
    const app = await apps.start({ PROVIDER_TIMEOUT_SECONDS: '60' });
    await app.close();

    const { jobs, messages } = await settledConversation(ctx.db, sent.conversationId);
    expect(jobs.map(({ status, leaseExpiresAt, claims }) => ({ status, leaseExpiresAt, claims }))).toEqual([
      { status: 'pending', leaseExpiresAt: null, claims: 0 },
      { status: 'pending', leaseExpiresAt: null, claims: 0 },
    ]);
    expect(messages).toHaveLength(1);
  });

  it('answers POST /api/chat without waiting for the reply', async () => {
    const alice = await signIn(ctx);
    const app = await apps.start({ PROVIDER_TIMEOUT_SECONDS: '60' });
    apps.openai.alwaysFail({ kind: 'hang' });
    apps.anthropic.alwaysFail({ kind: 'hang' });

    // Neither provider will answer for a minute, yet the message is stored and acknowledged.
    const sent = await sendChat(callingApp(alice, app), { message: 'Quick?', models: ['openai', 'claude'] });
    expect(sent.modelsQueried).toEqual(['openai', 'claude']);
    await waitUntil(() => apps.openai.requests.length === 1 && apps.anthropic.requests.length === 1, 'both calls hang');
    const updates = await callingApp(alice, app).call({
      url: `/api/messages/updates?conversationId=${sent.conversationId}&afterMessageId=0`,
    });
    expect(updates.json()).toMatchObject([{ id: sent.messageId, sender: 'user', content: 'Quick?' }]);
    expect((await findReplyJobs(ctx.db, sent.conversationId)).map((job) => job.status)).toEqual(['running', 'running']);
  });

  it('answers in demo mode, naming the key to set and the question, when a server has no keys', async () => {
    const alice = await signIn(ctx);
    const demo = await ctx.buildApp({ DEMO_REPLY_DELAY_MS: '0' });
    apps.track(demo);
    const me = callingApp(alice, demo);
    const sent = await sendChat(me, { message: 'What is a demo?', models: ['openai', 'claude'] });
    const replies = await waitForReplies(me, sent.conversationId, sent.messageId, 2);

    const bySender = Object.fromEntries(replies.map((reply) => [reply.sender, reply]));
    expect(bySender.openai).toMatchObject({ error: false, model: 'gpt-4o' });
    expect(bySender.openai?.content).toMatch(/demo/i);
    expect(bySender.openai?.content).toContain('OPENAI_API_KEY');
    expect(bySender.openai?.content).toContain('What is a demo?');
    expect(bySender.claude?.content).toMatch(/demo/i);
    expect(bySender.claude?.content).toContain('ANTHROPIC_API_KEY');
    expect(bySender.claude?.content).toContain('What is a demo?');
    expectOneReplyPerJob(await settledConversation(ctx.db, sent.conversationId));
    const models = (await me.call({ url: '/api/models' })).json() as { providers: { id: string; mode: string }[] };
    expect(models.providers.map((provider) => [provider.id, provider.mode])).toEqual([
      ['openai', 'demo'],
      ['claude', 'demo'],
      ['gemini', 'demo'],
    ]);
    expect(apps.openai.requests).toHaveLength(0);
    expect(apps.anthropic.requests).toHaveLength(0);
  });
});
