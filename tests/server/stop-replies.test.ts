import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { STOPPED_BEFORE_TEXT } from '#server/ai/stopped-reply';
import { listMessages } from '#server/db/queries/messages';
import { findReplyJobs, finishReplyJob } from '#server/db/queries/reply-jobs';
import type { MessageRow } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import type { Message } from '#shared/api/messages';
import { expectOneReplyPerJob, sendChat, settledConversation, waitForReplies } from '#tests/helpers/chat';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, TEST_ORIGIN, useTestApp } from '#tests/helpers/test-app';
import { waitUntil } from '#tests/helpers/wait-until';

// POST /api/messages/{id}/stop: replies stopped while queued, while streaming, one provider of two,
// and racing their own end. Across processes: stop-replies-processes.test.ts.

const ctx = useTestApp();
const apps = useReplyApps(ctx);

// Long enough that a slowly streamed answer is still coming when the stop arrives.
const QUESTION =
  'Please walk me through the whole history of the printing press, from the first movable type in ' +
  'East Asia to Gutenberg in Mainz and the presses that followed across Europe, one step at a time';
const OPENAI_ANSWER = `OpenAI (gpt-4o) answers: ${QUESTION}`;
const CLAUDE_ANSWER = `Claude (claude-3-7-sonnet-20250219) answers: ${QUESTION}`;
// A stream that drips for seconds must not time out in the middle of a test.
const PATIENT = { PROVIDER_TIMEOUT_SECONDS: '60' };

function stop(caller: SignedIn, messageId: number, payload: Record<string, unknown> = {}) {
  return caller.call({ method: 'POST', url: `/api/messages/${messageId}/stop`, payload });
}

async function jobsOf(conversationId: number) {
  return findReplyJobs(ctx.db, conversationId);
}

async function jobOf(conversationId: number, provider: 'openai' | 'claude') {
  const job = (await jobsOf(conversationId)).find((candidate) => candidate.provider === provider);
  if (!job) throw new Error(`no ${provider} job`);
  return job;
}

/** Waits until this process has heard at least `chars` characters of the job's text. */
async function streamedSoFar(app: FastifyInstance, jobId: number, chars: number): Promise<string> {
  await waitUntil(() => (app.live.hub.replies.get(jobId)?.text.length ?? 0) >= chars, `job ${jobId} streamed`);
  return app.live.hub.replies.get(jobId)?.text ?? '';
}

const replyOf = (replies: Message[], sender: 'openai' | 'claude') => {
  const reply = replies.find((message) => message.sender === sender);
  if (!reply) throw new Error(`no ${sender} reply`);
  return reply;
};

describe('stopping a reply while it streams', () => {
  it('keeps the text so far, marked stopped, with estimated usage, once and without a retry', async () => {
    apps.openai.alwaysFail({ kind: 'drip', delayMs: 100 });
    const worker = await apps.start(PATIENT);
    const alice = callingApp(await signIn(ctx), worker);
    const sent = await sendChat(alice, { message: QUESTION, models: ['openai'] });
    const job = await jobOf(sent.conversationId, 'openai');
    const before = await streamedSoFar(worker, job.id, 30);

    const response = await stop(alice, sent.messageId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ stopped: 1 });

    const [reply] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);
    expect(reply).toMatchObject({ sender: 'openai', error: false, stopped: true, usageEstimated: true });
    expect(reply?.content.startsWith(before)).toBe(true);
    expect(OPENAI_ANSWER.startsWith(reply?.content ?? '-')).toBe(true);
    expect(reply?.content.length).toBeLessThan(OPENAI_ANSWER.length);
    // OpenAI reports usage only at the end: both counts are ours, about 4 characters a token.
    expect(reply?.usage).toEqual({
      inputTokens: Math.ceil(QUESTION.length / 4),
      outputTokens: Math.ceil((reply?.content.length ?? 0) / 4),
    });
    // The first word comes after two drips (the role chunk, then the word).
    expect(reply?.firstTokenMs).toBeGreaterThanOrEqual(150);

    const stored = await settledConversation(ctx.db, sent.conversationId, 600);
    expectOneReplyPerJob(stored);
    expect(stored.jobs[0]).toMatchObject({ status: 'done', lastError: null, claims: 1 });
    expect(apps.openai.requests).toHaveLength(1);
  });

  it('stops one provider and leaves the other streaming to its end; Claude’s own input count is kept', async () => {
    apps.openai.alwaysFail({ kind: 'drip', delayMs: 40 });
    apps.anthropic.alwaysFail({ kind: 'drip', delayMs: 100 });
    const worker = await apps.start(PATIENT);
    const alice = callingApp(await signIn(ctx), worker);
    const sent = await sendChat(alice, { message: QUESTION, models: ['openai', 'claude'] });
    const claudeJob = await jobOf(sent.conversationId, 'claude');
    await streamedSoFar(worker, claudeJob.id, 20);

    const response = await stop(alice, sent.messageId, { provider: 'claude' });
    expect(response.json()).toEqual({ stopped: 1 });

    const replies = await waitForReplies(alice, sent.conversationId, sent.messageId, 2);
    expect(replyOf(replies, 'openai')).toMatchObject({ content: OPENAI_ANSWER, stopped: false, usageEstimated: false });
    const claude = replyOf(replies, 'claude');
    expect(claude).toMatchObject({ stopped: true, usageEstimated: true });
    expect(CLAUDE_ANSWER.startsWith(claude.content)).toBe(true);
    expect(claude.content.length).toBeLessThan(CLAUDE_ANSWER.length);
    // Claude told its input count at the start of the stream (the fake counts 4 characters a token).
    const body = apps.anthropic.requests[0]?.body ?? {};
    const prompt = JSON.stringify(body.messages ?? '') + String(body.system ?? '');
    expect(claude.usage).toEqual({
      inputTokens: Math.max(1, Math.ceil(prompt.length / 4)),
      outputTokens: Math.ceil(claude.content.length / 4),
    });
    expectOneReplyPerJob(await settledConversation(ctx.db, sent.conversationId, 400));
    expect(apps.anthropic.requests).toHaveLength(1);
  });

  it('records the time to the first token of every reply', async () => {
    apps.openai.alwaysFail({ kind: 'slow', delayMs: 300 });
    const worker = await apps.start();
    const alice = callingApp(await signIn(ctx), worker);
    const sent = await sendChat(alice, { message: 'Quick one', models: ['openai'] });
    const [reply] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);
    expect(reply).toMatchObject({ stopped: false, usageEstimated: false, error: false });
    expect(reply?.firstTokenMs).toBeGreaterThanOrEqual(280);
    expect(reply?.firstTokenMs).toBeLessThanOrEqual(reply?.latencyMs ?? 0);
  });
});

describe('stopping replies still queued', () => {
  it('stores them at once as stopped, with no usage, and no worker calls a provider for them', async () => {
    const alice = await signIn(ctx);
    const enqueuer = callingApp(alice, await apps.startEnqueuer());
    const sent = await sendChat(enqueuer, { message: 'Never mind', models: ['openai', 'claude'] });

    const one = await stop(enqueuer, sent.messageId, { provider: 'openai' });
    expect(one.json()).toEqual({ stopped: 1 });
    expect((await jobOf(sent.conversationId, 'claude')).status).toBe('pending');
    const rest = await stop(enqueuer, sent.messageId);
    expect(rest.json()).toEqual({ stopped: 1 });
    const again = await stop(enqueuer, sent.messageId);
    expect(again.json()).toEqual({ stopped: 0 });

    const replies = (await listMessages(ctx.db, sent.conversationId)).filter((row) => row.sender !== 'user');
    expect(replies).toHaveLength(2);
    for (const reply of replies) {
      expect(reply).toMatchObject({
        content: STOPPED_BEFORE_TEXT,
        stopped: true,
        error: false,
        inputTokens: null,
        outputTokens: null,
        usageEstimated: false,
        firstTokenMs: null,
        replyTo: sent.messageId,
      });
    }

    await apps.start();
    const stored = await settledConversation(ctx.db, sent.conversationId, 500);
    expectOneReplyPerJob(stored);
    expect(apps.openai.requests).toHaveLength(0);
    expect(apps.anthropic.requests).toHaveLength(0);
  });

  it('stores the saved text of a reply whose worker is gone (its lease ran out), with estimated usage', async () => {
    const alice = await signIn(ctx);
    const enqueuer = callingApp(alice, await apps.startEnqueuer());
    const sent = await sendChat(enqueuer, { message: 'Are you still there?', models: ['openai'] });
    const job = await jobOf(sent.conversationId, 'openai');
    await ctx.db
      .update(replyJobs)
      .set({
        status: 'running',
        claims: 1,
        leaseExpiresAt: sql`now() - interval '1 second'`,
        partialText: 'I am st',
        partialGeneration: 17,
      })
      .where(eq(replyJobs.id, job.id));

    expect((await stop(enqueuer, sent.messageId)).json()).toEqual({ stopped: 1 });
    const [reply] = (await listMessages(ctx.db, sent.conversationId)).filter((row) => row.sender !== 'user');
    expect(reply).toMatchObject({ content: 'I am st', stopped: true, usageEstimated: true });
    expect(reply?.inputTokens).toBe(Math.ceil('Are you still there?'.length / 4));
    expect(reply?.outputTokens).toBe(2);
    expectOneReplyPerJob(await settledConversation(ctx.db, sent.conversationId, 0));
  });
});

describe('a stop racing the reply’s end', () => {
  it('writes nothing when the reply was stored between the stop’s read and its write', async () => {
    const alice = await signIn(ctx);
    const enqueuer = callingApp(alice, await apps.startEnqueuer());
    const sent = await sendChat(enqueuer, { message: 'Race me', models: ['openai'] });
    const job = await jobOf(sent.conversationId, 'openai');
    // A worker stores the whole reply; the stop still sees the job as it was when it read it.
    const whole = { content: 'The whole answer', error: false, model: job.model, inputTokens: 3, outputTokens: 4 };
    await ctx.db.transaction((tx) => finishReplyJob(tx, job, { ...whole, latencyMs: 10 }));
    await ctx.db.update(replyJobs).set({ status: 'pending' }).where(eq(replyJobs.id, job.id));

    expect((await stop(enqueuer, sent.messageId)).json()).toEqual({ stopped: 0 });
    const replies = (await listMessages(ctx.db, sent.conversationId)).filter((row) => row.sender !== 'user');
    expect(replies.map((row: MessageRow) => [row.content, row.stopped])).toEqual([['The whole answer', false]]);
  });

  it('ends every round with exactly one reply per job, whole or stopped, and no retry', async () => {
    apps.openai.alwaysFail({ kind: 'drip', delayMs: 8 });
    const worker = await apps.start(PATIENT);
    const alice = callingApp(await signIn(ctx), worker);
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const message = `Round ${round} of a race between a stop and the end`;
      const sent = await sendChat(alice, { message, models: ['openai'] });
      const job = await jobOf(sent.conversationId, 'openai');
      await streamedSoFar(worker, job.id, 1);
      // From at once to after the end (about 15 words of 8 ms).
      await new Promise((resolve) => setTimeout(resolve, round * 20));
      expect((await stop(alice, sent.messageId)).statusCode).toBe(200);

      const [reply] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);
      const answer = `OpenAI (gpt-4o) answers: ${message}`;
      if (reply?.stopped) expect(answer.startsWith(reply.content) || reply.content === STOPPED_BEFORE_TEXT).toBe(true);
      else expect(reply?.content).toBe(answer);
      outcomes.add(reply?.stopped ? 'stopped' : 'whole');
      const stored = await settledConversation(ctx.db, sent.conversationId, 150);
      expectOneReplyPerJob(stored);
      expect(stored.jobs[0]?.status).toBe('done');
    }
    expect(apps.openai.requests).toHaveLength(8);
    expect(outcomes.has('stopped')).toBe(true);
  });
});

describe('who may stop', () => {
  it('answers 404 for another user’s turn, a reply or a missing message, and stops nothing', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const enqueuer = await apps.startEnqueuer();
    const sent = await sendChat(callingApp(alice, enqueuer), { message: 'Mine', models: ['openai', 'claude'] });

    for (const [caller, id] of [
      [bob, sent.messageId],
      [alice, sent.messageId + 1000],
    ] as const) {
      const response = await stop(callingApp(caller, enqueuer), id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'message_not_found' });
    }
    expect((await jobsOf(sent.conversationId)).map((job) => job.status)).toEqual(['pending', 'pending']);

    const asAlice = callingApp(alice, enqueuer);
    expect((await stop(asAlice, sent.messageId)).json()).toEqual({ stopped: 2 });
    const [reply] = (await listMessages(ctx.db, sent.conversationId)).filter((row) => row.sender !== 'user');
    expect((await stop(asAlice, reply?.id ?? 0)).statusCode).toBe(404);
  });

  it('refuses a provider that is no connection id, a side and a provider together, an unknown field, no session and another origin', async () => {
    const alice = await signIn(ctx);
    const enqueuer = await apps.startEnqueuer();
    const asAlice = callingApp(alice, enqueuer);
    const sent = await sendChat(asAlice, { message: 'Mine', models: ['openai'] });

    expect((await stop(asAlice, sent.messageId, { provider: 'Open AI' })).statusCode).toBe(400);
    expect((await stop(asAlice, sent.messageId, { side: 'c' })).statusCode).toBe(400);
    expect((await stop(asAlice, sent.messageId, { provider: 'openai', side: 'a' })).statusCode).toBe(400);
    expect((await stop(asAlice, sent.messageId, { everything: true })).statusCode).toBe(400);
    const url = `/api/messages/${sent.messageId}/stop`;
    const anonymous = await enqueuer.inject({ method: 'POST', url, payload: {}, headers: { origin: TEST_ORIGIN } });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await enqueuer.inject({
      method: 'POST',
      url,
      payload: {},
      headers: { origin: 'https://evil.example', cookie: alice.cookie },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await jobsOf(sent.conversationId))[0]?.status).toBe('pending');
  });
});
