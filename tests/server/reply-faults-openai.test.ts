import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelServer } from '#tests/fakes/model-server';
import { expectOneReplyPerJob, sendChat, settledConversation, waitForReplies } from '#tests/helpers/chat';
import { useFakeProviderApp } from '#tests/helpers/fake-provider-app';
import { type SignedIn, useTestApp } from '#tests/helpers/test-app';

// Each injected OpenAI fault must end in exactly one reply from OpenAI: never none, never two.

const ctx = useTestApp();
const fakes = useFakeProviderApp(ctx);
let openai: ModelServer;
let anthropic: ModelServer;

beforeAll(() => {
  ({ openai, anthropic } = fakes);
});

// Each test asserts how many requests the fake saw, which proves its queued faults were all used.

const signInToApp = (): Promise<SignedIn> => fakes.signIn();

/** Asks OpenAI alone; returns its one reply once the database shows it is the only one. */
async function askOpenAi(message = 'Why is the sky blue?', timeoutMs?: number) {
  const alice = await signInToApp();
  const sent = await sendChat(alice, { message, models: ['openai'] });
  const replies = await waitForReplies(alice, sent.conversationId, sent.messageId, 1, timeoutMs);
  const stored = await settledConversation(ctx.db, sent.conversationId);
  expectOneReplyPerJob(stored);
  expect(stored.jobs).toHaveLength(1);
  expect(replies).toHaveLength(1);
  const reply = replies[0];
  if (!reply) throw new Error('no reply');
  expect(reply).toMatchObject({ sender: 'openai', model: 'gpt-4o' });
  expect(anthropic.requests).toHaveLength(0);
  return { reply, job: stored.jobs[0], alice, sent };
}

const tooMany = { kind: 'status', status: 429, headers: { 'retry-after': '0' } } as const;

describe('OpenAI faults', () => {
  it('tries again after a 429 with retry-after and delivers the answer', async () => {
    openai.queueFaults(tooMany);
    const { reply } = await askOpenAi();

    expect(reply).toMatchObject({ error: false, content: 'OpenAI (gpt-4o) answers: Why is the sky blue?' });
    expect(openai.requests).toHaveLength(2);
  });

  it('gives up after 3 attempts when every answer is 429, and says to wait', async () => {
    openai.alwaysFail(tooMany);
    const { reply, job } = await askOpenAi();

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/too many requests/i);
    expect(reply.content).toMatch(/wait/i);
    expect(job?.lastError).toMatch(/^rate_limited/);
    expect(openai.requests).toHaveLength(3);
  });

  it('does not try again when the account is out of quota, and points at the billing', async () => {
    openai.alwaysFail({
      kind: 'status',
      status: 429,
      body: {
        error: { code: 'insufficient_quota', type: 'insufficient_quota', message: 'You exceeded your current quota' },
      },
    });
    const { reply, job } = await askOpenAi();

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/spending limit|credit/i);
    expect(job?.lastError).toMatch(/^quota/);
    expect(openai.requests).toHaveLength(1);
  });

  it('does not try again with a refused key, and names OPENAI_API_KEY', async () => {
    openai.alwaysFail({
      kind: 'status',
      status: 401,
      body: {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
      },
    });
    const { reply } = await askOpenAi();

    expect(reply.error).toBe(true);
    expect(reply.content).toContain('OPENAI_API_KEY');
    expect(openai.requests).toHaveLength(1);
  });

  it('gives up after three 500s with an error reply', async () => {
    openai.queueFaults(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 500 }) as const));
    const { reply, job } = await askOpenAi();

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/internal problem/i);
    expect(job?.lastError).toMatch(/^server_error/);
    expect(openai.requests).toHaveLength(3);
  });

  it('gives up on an error event in the middle of the stream as a provider problem', async () => {
    openai.alwaysFail({
      kind: 'stream-error',
      body: { error: { message: 'The server had an error processing your request.', type: 'server_error' } },
    });
    const { reply, job } = await askOpenAi();

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/internal problem/i);
    expect(job?.lastError).toMatch(/^server_error/);
    expect(openai.requests).toHaveLength(3);
  });

  it('gives up on a call that never answers, saying it took too long', async () => {
    openai.alwaysFail({ kind: 'hang' });
    const { reply, job } = await askOpenAi('Hang?', 30_000);

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/took too long/i);
    expect(job?.lastError).toMatch(/^timeout/);
    expect(openai.requests).toHaveLength(3);
  }, 45_000);

  it('gives up when the connection is reset every time, saying the server could not reach OpenAI', async () => {
    openai.alwaysFail({ kind: 'reset' });
    const { reply, job } = await askOpenAi();

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/could not reach OpenAI/);
    expect(reply.content).toContain('OPENAI_BASE_URL');
    expect(job?.lastError).toMatch(/^unreachable/);
    expect(openai.requests).toHaveLength(3);
  });

  it('waits for a slow answer and delivers it', async () => {
    openai.queueFaults({ kind: 'slow', delayMs: 1000 });
    const { reply } = await askOpenAi('Slowly?');

    expect(reply).toMatchObject({ error: false, content: 'OpenAI (gpt-4o) answers: Slowly?' });
    expect(openai.requests).toHaveLength(1);
  });

  it('does not try again when the model is unknown, and names the model', async () => {
    openai.alwaysFail({
      kind: 'status',
      status: 404,
      body: {
        error: {
          message: 'The model `gpt-4o` does not exist or you do not have access to it.',
          type: 'invalid_request_error',
          code: 'model_not_found',
        },
      },
    });
    const { reply, job } = await askOpenAi();

    expect(reply.error).toBe(true);
    expect(reply.content).toContain('gpt-4o');
    expect(reply.content).toMatch(/not available/);
    expect(job?.lastError).toMatch(/^model_not_found/);
    expect(openai.requests).toHaveLength(1);
  });

  it('answers the next message normally after an error reply, leaving the error out of the thread', async () => {
    openai.queueFaults({ kind: 'status', status: 401 });
    const { alice, sent } = await askOpenAi('First?');
    const next = await sendChat(alice, { message: 'Second?', conversationId: sent.conversationId, models: ['openai'] });
    const [reply] = await waitForReplies(alice, sent.conversationId, next.messageId, 1);

    expect(reply).toMatchObject({ error: false, content: 'OpenAI (gpt-4o) answers: First?\n\nSecond?' });
    expect(openai.requests[1]?.body.messages).toEqual([{ role: 'user', content: 'First?\n\nSecond?' }]);
    expectOneReplyPerJob(await settledConversation(ctx.db, sent.conversationId));
  });
});
