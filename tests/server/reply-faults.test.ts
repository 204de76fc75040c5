import { describe, expect, it } from 'vitest';
import type { Provider } from '#shared/constants';
import type { Fault } from '#tests/fakes/model-server';
import { expectOneReplyPerJob, sendChat, settledConversation, waitForReplies } from '#tests/helpers/chat';
import { useFakeProviderApp } from '#tests/helpers/fake-provider-app';
import { useTestApp } from '#tests/helpers/test-app';

// Each injected fault must end in exactly one reply from the provider asked: never none, never two.
// Each test asserts how many requests the fake saw, which proves its queued faults were all used.

const ctx = useTestApp();
// Short, so that a call that never answers is given up on (three times) within the test.
const fakes = useFakeProviderApp(ctx, { env: { PROVIDER_TIMEOUT_SECONDS: '2' } });

type FakeName = 'openai' | 'anthropic';

/** A provider, and how its API tells of each fault the two are tested with. */
interface ProviderCase {
  label: string;
  provider: Provider;
  /** Its fake, and the other one, which must see no request. */
  fake: FakeName;
  other: FakeName;
  /** As replies and error texts name it. */
  name: string;
  model: string;
  /** The start of its variables' names: OPENAI_API_KEY, OPENAI_BASE_URL. */
  variables: string;
  question: string;
  /** Tried again once, then answered. */
  passing: { title: string; fault: Fault };
  /** Answers every attempt. */
  failing: { title: string; fault: Fault; says: RegExp; kind: string };
  /** An error event in the middle of the stream, every attempt. */
  streamError: { title: string; body: unknown; says: RegExp; kind: string };
  refusedKey: unknown;
  unknownModel: unknown;
}

const overloaded = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } };
const overloadedAnswer = { kind: 'status', status: 529, body: overloaded } as const;
const tooMany = { kind: 'status', status: 429, headers: { 'retry-after': '0' } } as const;

const OPENAI: ProviderCase = {
  label: 'OpenAI',
  provider: 'openai',
  fake: 'openai',
  other: 'anthropic',
  name: 'OpenAI',
  model: 'gpt-4o',
  variables: 'OPENAI',
  question: 'Why is the sky blue?',
  passing: { title: 'a 429 with retry-after', fault: tooMany },
  failing: {
    title: '500s with an error reply',
    fault: { kind: 'status', status: 500 },
    says: /internal problem/i,
    kind: 'server_error',
  },
  streamError: {
    title: 'an error event in the middle of the stream as a provider problem',
    body: { error: { message: 'The server had an error processing your request.', type: 'server_error' } },
    says: /internal problem/i,
    kind: 'server_error',
  },
  refusedKey: {
    error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
  },
  unknownModel: {
    error: {
      message: 'The model `gpt-4o` does not exist or you do not have access to it.',
      type: 'invalid_request_error',
      code: 'model_not_found',
    },
  },
};

const CLAUDE_MODEL = 'claude-3-7-sonnet-20250219';

const ANTHROPIC: ProviderCase = {
  label: 'Anthropic',
  provider: 'claude',
  fake: 'anthropic',
  other: 'openai',
  name: 'Claude',
  model: CLAUDE_MODEL,
  variables: 'ANTHROPIC',
  question: 'Why is the sea salty?',
  passing: { title: 'a 529', fault: overloadedAnswer },
  failing: {
    title: '529 overloaded answers, saying Claude is overloaded',
    fault: overloadedAnswer,
    says: /overloaded/i,
    kind: 'overloaded',
  },
  streamError: {
    title: 'an overloaded stream that keeps failing, saying Claude is overloaded',
    body: overloaded,
    says: /overloaded/i,
    kind: 'overloaded',
  },
  refusedKey: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
  unknownModel: { type: 'error', error: { type: 'not_found_error', message: `model: ${CLAUDE_MODEL}` } },
};

const answer = (c: ProviderCase, message: string) => `${c.name} (${c.model}) answers: ${message}`;

/** Asks the provider alone; returns its one reply once the database shows it is the only one. */
async function ask(c: ProviderCase, message = c.question, timeoutMs?: number) {
  const alice = await fakes.signIn();
  const sent = await sendChat(alice, { message, models: [c.provider] });
  const replies = await waitForReplies(alice, sent.conversationId, sent.messageId, 1, timeoutMs);
  const stored = await settledConversation(ctx.db, sent.conversationId);
  expectOneReplyPerJob(stored);
  expect(stored.jobs).toHaveLength(1);
  expect(replies).toHaveLength(1);
  const reply = replies[0];
  if (!reply) throw new Error('no reply');
  expect(reply).toMatchObject({ sender: c.provider, model: c.model });
  expect(fakes[c.other].requests).toHaveLength(0);
  return { reply, job: stored.jobs[0], alice, sent };
}

describe.each([OPENAI, ANTHROPIC])('$label faults', (c) => {
  const fake = () => fakes[c.fake];

  it(`tries again after ${c.passing.title} and delivers the answer`, async () => {
    fake().queueFaults(c.passing.fault);
    const { reply } = await ask(c);

    expect(reply).toMatchObject({ error: false, content: answer(c, c.question) });
    expect(fake().requests).toHaveLength(2);
  });

  it(`gives up after three ${c.failing.title}`, async () => {
    fake().queueFaults(...Array.from({ length: 3 }, () => c.failing.fault));
    const { reply, job } = await ask(c);

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(c.failing.says);
    expect(job?.lastError).toMatch(new RegExp(`^${c.failing.kind}`));
    expect(fake().requests).toHaveLength(3);
  });

  it(`gives up on ${c.streamError.title}`, async () => {
    fake().alwaysFail({ kind: 'stream-error', body: c.streamError.body });
    const { reply, job } = await ask(c);

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(c.streamError.says);
    expect(job?.lastError).toMatch(new RegExp(`^${c.streamError.kind}`));
    expect(fake().requests).toHaveLength(3);
  });

  it(`does not try again with a refused key, and names ${c.variables}_API_KEY`, async () => {
    fake().alwaysFail({ kind: 'status', status: 401, body: c.refusedKey });
    const { reply } = await ask(c);

    expect(reply.error).toBe(true);
    expect(reply.content).toContain(`${c.variables}_API_KEY`);
    expect(fake().requests).toHaveLength(1);
  });

  it('gives up on a call that never answers, saying it took too long', async () => {
    fake().alwaysFail({ kind: 'hang' });
    const { reply, job } = await ask(c, 'Hang?', 30_000);

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/took too long/i);
    expect(job?.lastError).toMatch(/^timeout/);
    expect(fake().requests).toHaveLength(3);
  }, 45_000);

  it(`gives up when the connection is reset every time, saying the server could not reach ${c.name}`, async () => {
    fake().alwaysFail({ kind: 'reset' });
    const { reply, job } = await ask(c);

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(new RegExp(`could not reach ${c.name}`));
    expect(reply.content).toContain(`${c.variables}_BASE_URL`);
    expect(job?.lastError).toMatch(/^unreachable/);
    expect(fake().requests).toHaveLength(3);
  });

  it('waits for a slow answer and delivers it', async () => {
    fake().queueFaults({ kind: 'slow', delayMs: 1000 });
    const { reply } = await ask(c, 'Slowly?');

    expect(reply).toMatchObject({ error: false, content: answer(c, 'Slowly?') });
    expect(fake().requests).toHaveLength(1);
  });

  it('does not try again when the model is unknown, and names the model', async () => {
    fake().alwaysFail({ kind: 'status', status: 404, body: c.unknownModel });
    const { reply, job } = await ask(c);

    expect(reply.error).toBe(true);
    expect(reply.content).toContain(c.model);
    expect(reply.content).toMatch(/not available/);
    expect(job?.lastError).toMatch(/^model_not_found/);
    expect(fake().requests).toHaveLength(1);
  });
});

// Cases tested with one provider only.

describe('OpenAI faults', () => {
  it('gives up after 3 attempts when every answer is 429, and says to wait', async () => {
    fakes.openai.alwaysFail(tooMany);
    const { reply, job } = await ask(OPENAI);

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/too many requests/i);
    expect(reply.content).toMatch(/wait/i);
    expect(job?.lastError).toMatch(/^rate_limited/);
    expect(fakes.openai.requests).toHaveLength(3);
  });

  it('does not try again when the account is out of quota, and points at the billing', async () => {
    fakes.openai.alwaysFail({
      kind: 'status',
      status: 429,
      body: {
        error: { code: 'insufficient_quota', type: 'insufficient_quota', message: 'You exceeded your current quota' },
      },
    });
    const { reply, job } = await ask(OPENAI);

    expect(reply.error).toBe(true);
    expect(reply.content).toMatch(/spending limit|credit/i);
    expect(job?.lastError).toMatch(/^quota/);
    expect(fakes.openai.requests).toHaveLength(1);
  });

  it('answers the next message normally after an error reply, leaving the error out of the thread', async () => {
    fakes.openai.queueFaults({ kind: 'status', status: 401 });
    const { alice, sent } = await ask(OPENAI, 'First?');
    const next = await sendChat(alice, { message: 'Second?', conversationId: sent.conversationId, models: ['openai'] });
    const [reply] = await waitForReplies(alice, sent.conversationId, next.messageId, 1);

    expect(reply).toMatchObject({ error: false, content: 'OpenAI (gpt-4o) answers: First?\n\nSecond?' });
    expect(fakes.openai.requests[1]?.body.messages).toEqual([{ role: 'user', content: 'First?\n\nSecond?' }]);
    expectOneReplyPerJob(await settledConversation(ctx.db, sent.conversationId));
  });
});

describe('Anthropic faults', () => {
  it('tries again after an overloaded error in the middle of the stream and delivers the whole answer', async () => {
    fakes.anthropic.queueFaults({ kind: 'stream-error', body: overloaded });
    const { reply } = await ask(ANTHROPIC, 'Mid-stream?');

    // The words streamed before the error are not kept: the reply is the second, whole answer.
    expect(reply).toMatchObject({ error: false, content: `Claude (${CLAUDE_MODEL}) answers: Mid-stream?` });
    expect(fakes.anthropic.requests).toHaveLength(2);
  });
});

describe('one provider failing, the other answering', () => {
  it('writes exactly one reply from each: the error from one, the answer from the other', async () => {
    fakes.anthropic.alwaysFail(overloadedAnswer);
    const alice = await fakes.signIn();
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
    expect(fakes.openai.requests).toHaveLength(1);
    expect(fakes.anthropic.requests).toHaveLength(3);
  });

  it('the same the other way round, with OpenAI refusing the key', async () => {
    fakes.openai.alwaysFail({ kind: 'status', status: 401 });
    const alice = await fakes.signIn();
    const sent = await sendChat(alice, { message: 'Both?', models: ['openai', 'claude'] });
    await waitForReplies(alice, sent.conversationId, sent.messageId, 2);
    const stored = await settledConversation(ctx.db, sent.conversationId);

    expectOneReplyPerJob(stored);
    const replies = stored.messages.filter((message) => message.sender !== 'user');
    expect(replies.map((reply) => [reply.sender, reply.error]).sort()).toEqual([
      ['claude', false],
      ['openai', true],
    ]);
    expect(fakes.openai.requests).toHaveLength(1);
    expect(fakes.anthropic.requests).toHaveLength(1);
  });
});
