import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listMessages } from '#server/db/queries/messages';
import { findReplyJobs, finishReplyJob } from '#server/db/queries/reply-jobs';
import type { ReplyOutcome } from '#server/db/queries/reply-outcome';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { expectOneReplyPerJob, sendChat, settledConversation, waitForReplies } from '#tests/helpers/chat';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, signIn, useTestApp } from '#tests/helpers/test-app';

// The durable reply queue, driven with real rows: workers that died, leases, repeated claims,
// finishing a job twice. Shutdown and demo mode: reply-queue-shutdown.test.ts.

const ctx = useTestApp();
const apps = useReplyApps(ctx);

/** Makes a job look taken by a worker that then died, or that still holds it (a lease in the future). */
async function markRunning(jobId: number, claims: number, leaseSecondsFromNow: number) {
  await ctx.db
    .update(replyJobs)
    .set({ status: 'running', claims, leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSecondsFromNow})` })
    .where(eq(replyJobs.id, jobId));
}

async function onlyJob(conversationId: number) {
  const [job, ...others] = await findReplyJobs(ctx.db, conversationId);
  expect(others).toEqual([]);
  if (!job) throw new Error('no reply job');
  return job;
}

/** A user's message to one provider, stored by an app without a worker: its job waits, pending. */
async function enqueue(message: string, provider: 'openai' | 'claude') {
  const alice = await signIn(ctx);
  const sent = await sendChat(callingApp(alice, await apps.startEnqueuer()), { message, models: [provider] });
  const job = await onlyJob(sent.conversationId);
  expect(job).toMatchObject({ status: 'pending', claims: 0, leaseExpiresAt: null });
  return { alice, sent, job };
}

describe('a worker that died', () => {
  it('is replaced once its lease has expired: the job is answered exactly once', async () => {
    const { alice, sent, job } = await enqueue('Still there?', 'openai');
    // Two claims so far: the third is still answered normally.
    await markRunning(job.id, 2, -1);

    const worker = await apps.start();
    const replies = await waitForReplies(callingApp(alice, worker), sent.conversationId, sent.messageId, 1);

    expect(replies).toMatchObject([
      { sender: 'openai', error: false, content: 'OpenAI (gpt-4o) answers: Still there?' },
    ]);
    const stored = await settledConversation(ctx.db, sent.conversationId);
    expectOneReplyPerJob(stored);
    expect(stored.jobs[0]).toMatchObject({ status: 'done', claims: 3 });
    expect(apps.openai.requests).toHaveLength(1);
  });

  it('does not lose its job to another worker while its lease is still valid', async () => {
    const { alice, sent: held, job: heldJob } = await enqueue('Held', 'openai');
    await markRunning(heldJob.id, 1, 3600);

    // A later job, answered by the new worker, shows that it has looked at the queue since.
    const worker = await apps.start({}, { replySweepMs: 100 });
    const later = await sendChat(callingApp(alice, worker), { message: 'Later', models: ['openai'] });
    await waitForReplies(callingApp(alice, worker), later.conversationId, later.messageId, 1);

    expect(await onlyJob(held.conversationId)).toMatchObject({ status: 'running', claims: 1 });
    expect(await listMessages(ctx.db, held.conversationId)).toHaveLength(1);
    expect(apps.openai.requests.map((request) => request.body.messages)).toEqual([
      [{ role: 'user', content: 'Later' }],
    ]);

    // Once the lease runs out, the sweep takes it up.
    await markRunning(heldJob.id, 1, -1);
    await waitForReplies(callingApp(alice, worker), held.conversationId, held.messageId, 1);
    expectOneReplyPerJob(await settledConversation(ctx.db, held.conversationId));
    expect(apps.openai.requests).toHaveLength(2);
  });

  it('gives a job claimed more than 3 times up with one error reply saying it was interrupted', async () => {
    const { alice, sent, job } = await enqueue('Crashy', 'claude');
    await markRunning(job.id, 3, -1);

    const worker = await apps.start();
    const replies = await waitForReplies(callingApp(alice, worker), sent.conversationId, sent.messageId, 1);

    expect(replies).toMatchObject([{ sender: 'claude', error: true }]);
    expect(replies[0]?.content).toMatch(/interrupted/);
    const stored = await settledConversation(ctx.db, sent.conversationId);
    expectOneReplyPerJob(stored);
    expect(stored.jobs[0]).toMatchObject({
      status: 'failed',
      claims: 4,
      lastError: expect.stringMatching(/^interrupted/),
    });
    expect(apps.anthropic.requests).toHaveLength(0);
  });
});

describe('finishing a job', () => {
  const outcome = (content: string, error = false): ReplyOutcome => ({
    content,
    error,
    model: 'gpt-4o',
    inputTokens: error ? null : 3,
    outputTokens: error ? null : 5,
    latencyMs: 10,
    ...(error ? { failure: 'timeout: too slow' } : {}),
  });

  // As the worker calls it: in a transaction of its own.
  const finish = (job: Parameters<typeof finishReplyJob>[1], result: ReplyOutcome) =>
    ctx.db.transaction((tx) => finishReplyJob(tx, job, result));

  it('writes one message however many times it is called, one after another or at once', async () => {
    const { sent, job } = await enqueue('Twice?', 'openai');

    const first = await finish(job, outcome('First answer'));
    const second = await finish(job, outcome('Second answer', true));
    const racing = await Promise.all([
      finish(job, outcome('Third answer')),
      finish(job, outcome('Fourth answer', true)),
    ]);

    expect(first).toMatchObject({ content: 'First answer', jobId: job.id, sender: 'openai' });
    expect(second).toBeUndefined();
    expect(racing).toEqual([undefined, undefined]);
    const stored = await settledConversation(ctx.db, sent.conversationId, 0);
    expectOneReplyPerJob(stored);
    expect(stored.messages.map((message) => message.content)).toEqual(['Twice?', 'First answer']);
    expect(stored.jobs[0]).toMatchObject({ status: 'done', inputTokens: 3, outputTokens: 5, latencyMs: 10 });
  });

  it('lets exactly one of two racing first finishes write its message', async () => {
    const { sent, job } = await enqueue('Race?', 'openai');

    const results = await Promise.all([finish(job, outcome('Answer A')), finish(job, outcome('Answer B', true))]);

    const written = results.filter((message) => message !== undefined);
    expect(written).toHaveLength(1);
    const stored = await settledConversation(ctx.db, sent.conversationId, 0);
    expectOneReplyPerJob(stored);
    expect(stored.messages[1]?.content).toBe(written[0]?.content);
  });
});
