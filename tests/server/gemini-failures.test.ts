import { describe, expect, it } from 'vitest';
import { googleError } from '#tests/fakes/gemini';
import type { Fault } from '#tests/fakes/model-server';
import { useFakeGemini } from '#tests/helpers/gemini-adapter';
import { waitUntil } from '#tests/helpers/wait-until';

// How each of Google's failures reaches the worker: classified, after one attempt.
const tests = useFakeGemini();
const { gemini, requestOf, ask, sent } = tests;

const perMinute = googleError(429, 'You exceeded your current quota, please check your plan and billing details.', [
  {
    '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
    violations: [{ quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier', quotaValue: '10' }],
  },
  { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7s' },
]);
const perDay = googleError(429, 'You exceeded your current quota, please check your plan and billing details.', [
  {
    '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
    violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier', quotaValue: '250' }],
  },
]);
const badKey = googleError(400, 'API key not valid. Please pass a valid API key.', [
  { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
]);
const unknownModel = googleError(
  404,
  'models/gemini-9 is not found for API version v1beta, or is not supported for generateContent.',
);

describe('Gemini adapter: failures, each after one attempt', () => {
  it.each([
    ['a 401', 401, undefined, { kind: 'auth' }],
    ['a 403 PERMISSION_DENIED', 403, undefined, { kind: 'auth' }],
    [
      'a 400 for an invalid key',
      400,
      badKey,
      { kind: 'auth', message: 'API key not valid. Please pass a valid API key.' },
    ],
    ['a 429', 429, undefined, { kind: 'rate_limited', retryable: true }],
    ['a 429 of a per-minute quota', 429, perMinute, { kind: 'rate_limited', retryAfterMs: 7000 }],
    ['a 429 of a daily quota', 429, perDay, { kind: 'quota', retryable: false }],
    [
      'a 429 for spent prepaid credits',
      429,
      googleError(429, 'Your prepayment credits are depleted. Please manage your project and billing.'),
      { kind: 'quota' },
    ],
    ['a 500', 500, undefined, { kind: 'server_error', status: 500 }],
    [
      'a 503 for an overloaded model',
      503,
      googleError(503, 'The model is overloaded. Please try again later.'),
      { kind: 'overloaded', message: 'The model is overloaded. Please try again later.' },
    ],
    ['a 404 for an unknown model', 404, unknownModel, { kind: 'model_not_found', status: 404 }],
  ])('reads %s', async (_title, status, body, expected) => {
    tests.fake.alwaysFail({ kind: 'status', status, ...(body ? { body } : {}) } as Fault);

    await expect(ask().result).rejects.toMatchObject({ name: 'ProviderFailure', ...expected });
    expect(tests.fake.requests).toHaveLength(1);
  });

  it('reads a reset connection as unreachable', async () => {
    tests.fake.alwaysFail({ kind: 'reset' });

    await expect(ask().result).rejects.toMatchObject({ kind: 'unreachable' });
    expect(tests.fake.requests).toHaveLength(1);
  });

  it('gives up on an API that does not answer at the deadline, and closes the connection', async () => {
    tests.fake.alwaysFail({ kind: 'hang' });
    const result = gemini(300).complete(requestOf().request);

    await expect(result).rejects.toMatchObject({ kind: 'timeout' });
    await waitUntil(() => sent().abandoned === true, 'the fake saw the connection close');
  });

  it('ends the stream at a stop, and the connection with it', async () => {
    tests.fake.alwaysFail({ kind: 'drip', delayMs: 50 });
    const stop = new AbortController();
    const { pieces, request } = requestOf({ signal: stop.signal });
    const result = gemini().complete({
      ...request,
      onText: (piece) => {
        pieces.push(piece);
        stop.abort();
      },
    });

    await expect(result).rejects.toThrow();
    expect(pieces).toHaveLength(1);
    await waitUntil(() => sent().abandoned === true, 'the fake saw the connection close');
  });

  it('fails on an error in the middle of the stream, after the text so far', async () => {
    tests.fake.alwaysFail({
      kind: 'stream-error',
      body: googleError(503, 'The model is overloaded. Please try again later.'),
    });
    const { pieces, result } = ask();

    await expect(result).rejects.toMatchObject({ kind: 'overloaded' });
    expect(pieces).toHaveLength(2);
    expect(tests.fake.requests).toHaveLength(1);
  });

  it('reads an answer without text as empty', async () => {
    const events: [null, unknown][] = [
      [null, { candidates: [{ content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 }] }],
    ];
    tests.fake.alwaysFail({ kind: 'events', events });

    await expect(ask().result).rejects.toMatchObject({ kind: 'empty' });
  });

  it('fails clearly on a blocked prompt, still reporting its count', async () => {
    const blocked = { promptFeedback: { blockReason: 'SAFETY' }, usageMetadata: { promptTokenCount: 9 } };
    tests.fake.alwaysFail({ kind: 'events', events: [[null, blocked]] });
    const { usages, result } = ask();

    await expect(result).rejects.toMatchObject({ kind: 'rejected', message: 'the prompt was blocked (SAFETY)' });
    expect(usages).toEqual([{ inputTokens: 9 }]);
  });

  it('fails clearly on an answer stopped before any text, naming the reason', async () => {
    const stopped = { candidates: [{ finishReason: 'SAFETY', index: 0 }] };
    tests.fake.alwaysFail({ kind: 'events', events: [[null, stopped]] });

    await expect(ask().result).rejects.toMatchObject({ kind: 'rejected', message: expect.stringMatching(/SAFETY/) });
  });

  it('says when max tokens ran out while the model was still thinking', async () => {
    const thought = {
      candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS', index: 0 }],
      usageMetadata: { promptTokenCount: 9, thoughtsTokenCount: 64 },
    };
    tests.fake.alwaysFail({ kind: 'events', events: [[null, thought]] });

    await expect(ask({ model: 'gemini-2.5-pro', maxTokens: 64 }).result).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringMatching(/max tokens/),
    });
  });
});
