import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelServer } from '#tests/fakes/model-server';
import { expectOneReplyPerJob, sendChat, settledConversation, waitForReplies } from '#tests/helpers/chat';
import { useFakeProviderApp } from '#tests/helpers/fake-provider-app';
import { type SignedIn, useTestApp } from '#tests/helpers/test-app';

// Each injected Anthropic fault must end in exactly one reply from Claude: never none, never two.

const ctx = useTestApp();
const fakes = useFakeProviderApp(ctx);
let openai: ModelServer;
let anthropic: ModelServer;

beforeAll(() => {
  ({ openai, anthropic } = fakes);
});

// Each test asserts how many requests the fake saw, which proves its queued faults were all used.

const signInToApp = (): Promise<SignedIn> => fakes.signIn();

const MODEL = 'claude-3-7-sonnet-20250219';

/** Asks Claude alone; returns its one reply once the database shows it is the only one. */
async function askClaude(message = 'Why is the sea salty?', timeoutMs?: number) {
  const alice = await signInToApp();
  const sent = await sendChat(alice, { message, models: ['claude'] });
  const replies = await waitForReplies(alice, sent.conversationId, sent.messageId, 1, timeoutMs);
  const stored = await settledConversation(ctx.db, sent.conversationId);
  expectOneReplyPerJob(stored);
  expect(stored.jobs).toHaveLength(1);
  expect(replies).toHaveLength(1);
  const reply = replies[0];
  if (!reply) throw new Error('no reply');
  expect(reply).toMatchObject({ sender: 'claude', model: MODEL });
  expect(openai.requests).toHaveLength(0);
  return { reply, job: stored.jobs[0] };
}

const overloaded = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } };

describe('Anthropic faults', () => {
  it('gives up after three 529 overloaded answers, saying Claude is overloaded', async () => {
    anthropic.queueFaults(
      ...Array.from({ length: 3 }, () => ({ kind: 'status', status: 529, body: overloaded }) as const),
    );
    const { reply, job } = await askClaude();

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/overloaded/i);
    expect(job?.lastError).toMatch(/^overloaded/);
    expect(anthropic.requests).toHaveLength(3);
  });

  it('tries again after a 529 and delivers the answer', async () => {
    anthropic.queueFaults({ kind: 'status', status: 529, body: overloaded });
    const { reply } = await askClaude();

    expect(reply).toMatchObject({ error: false, content: `Claude (${MODEL}) answers: Why is the sea salty?` });
    expect(anthropic.requests).toHaveLength(2);
  });

  it('tries again after an overloaded error in the middle of the stream and delivers the whole answer', async () => {
    anthropic.queueFaults({ kind: 'stream-error', body: overloaded });
    const { reply } = await askClaude('Mid-stream?');

    // The words streamed before the error are not kept: the reply is the second, whole answer.
    expect(reply).toMatchObject({ error: false, content: `Claude (${MODEL}) answers: Mid-stream?` });
    expect(anthropic.requests).toHaveLength(2);
  });

  it('gives up on an overloaded stream that keeps failing, saying Claude is overloaded', async () => {
    anthropic.alwaysFail({ kind: 'stream-error', body: overloaded });
    const { reply, job } = await askClaude();

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/overloaded/i);
    expect(job?.lastError).toMatch(/^overloaded/);
    expect(anthropic.requests).toHaveLength(3);
  });

  it('does not try again with a refused key, and names ANTHROPIC_API_KEY', async () => {
    anthropic.alwaysFail({
      kind: 'status',
      status: 401,
      body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
    });
    const { reply } = await askClaude();

    expect(reply.error).toBe(true);
    expect(reply.content).toContain('ANTHROPIC_API_KEY');
    expect(anthropic.requests).toHaveLength(1);
  });

  it('gives up on a call that never answers, saying it took too long', async () => {
    anthropic.alwaysFail({ kind: 'hang' });
    const { reply, job } = await askClaude('Hang?', 30_000);

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/took too long/i);
    expect(job?.lastError).toMatch(/^timeout/);
    expect(anthropic.requests).toHaveLength(3);
  }, 45_000);

  it('gives up when the connection is reset every time, saying the server could not reach Claude', async () => {
    anthropic.alwaysFail({ kind: 'reset' });
    const { reply, job } = await askClaude();

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/could not reach Claude/);
    expect(reply.content).toContain('ANTHROPIC_BASE_URL');
    expect(job?.lastError).toMatch(/^unreachable/);
    expect(anthropic.requests).toHaveLength(3);
  });

  it('waits for a slow answer and delivers it', async () => {
    anthropic.queueFaults({ kind: 'slow', delayMs: 1000 });
    const { reply } = await askClaude('Slowly?');

    expect(reply).toMatchObject({ error: false, content: `Claude (${MODEL}) answers: Slowly?` });
    expect(anthropic.requests).toHaveLength(1);
  });

  it('does not try again when the model is unknown, and names the model', async () => {
    anthropic.alwaysFail({
      kind: 'status',
      status: 404,
      body: { type: 'error', error: { type: 'not_found_error', message: `model: ${MODEL}` } },
    });
    const { reply, job } = await askClaude();

    expect(reply.error).toBe(true);
    expect(reply.content).toContain(MODEL);
    expect(job?.lastError).toMatch(/^model_not_found/);
    expect(anthropic.requests).toHaveLength(1);
  });
});

describe('one provider failing, the other answering', () => {
  it('writes exactly one reply from each: the error from one, the answer from the other', async () => {
    anthropic.alwaysFail({ kind: 'status', status: 529, body: overloaded });
    const alice = await signInToApp();
    const sent = await sendChat(alice, { message: 'Both?', models: ['openai', 'claude'] });
    const replies = await waitForReplies(alice, sent.conversationId, sent.messageId, 2);
    const stored = await settledConversation(ctx.db, sent.conversationId);

    expectOneReplyPerJob(stored);
    expect(stored.jobs.map((job) => [job.provider, job.status])).toEqual([
      ['openai', 'done'],
      ['claude', 'failed'],
    ]);
    const bySender = Object.fromEntries(replies.map((reply) => [reply.sender, reply]));
    expect(replies).toHaveLength(2);
    expect(bySender.openai).toMatchObject({ error: false, content: 'OpenAI (gpt-4o) answers: Both?' });
    expect(bySender.claude).toMatchObject({ error: true, content: expect.stringMatching(/overloaded/i) });
    expect(openai.requests).toHaveLength(1);
    expect(anthropic.requests).toHaveLength(3);
  });

  it('the same the other way round, with OpenAI refusing the key', async () => {
    openai.alwaysFail({ kind: 'status', status: 401 });
    const alice = await signInToApp();
    const sent = await sendChat(alice, { message: 'Both?', models: ['openai', 'claude'] });
    await waitForReplies(alice, sent.conversationId, sent.messageId, 2);
    const stored = await settledConversation(ctx.db, sent.conversationId);

    expectOneReplyPerJob(stored);
    const replies = stored.messages.filter((message) => message.sender !== 'user');
    expect(replies.map((reply) => [reply.sender, reply.error]).sort()).toEqual([
      ['claude', false],
      ['openai', true],
    ]);
    expect(openai.requests).toHaveLength(1);
    expect(anthropic.requests).toHaveLength(1);
  });
});
