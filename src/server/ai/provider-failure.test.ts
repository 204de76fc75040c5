import { describe, expect, it } from 'vitest';
import { failureMessage } from '#server/ai/failure-message';
import { type FailureKind, failureFromHttpError, retryAfterFrom } from '#server/ai/provider-failure';

describe('retryAfterFrom', () => {
  it('reads retry-after-ms first, in milliseconds', () => {
    expect(retryAfterFrom(new Headers({ 'retry-after-ms': '1500', 'retry-after': '9' }))).toBe(1500);
  });

  it('reads retry-after in seconds', () => {
    expect(retryAfterFrom(new Headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterFrom(new Headers({ 'retry-after': '0.5' }))).toBe(500);
    expect(retryAfterFrom(new Headers({ 'retry-after': '0' }))).toBe(0);
  });

  it('reads retry-after as an HTTP date, never below zero', () => {
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString(); // whole seconds
    const wait = retryAfterFrom(new Headers({ 'retry-after': inTenSeconds }));
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThanOrEqual(10_000);
    expect(retryAfterFrom(new Headers({ 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }))).toBe(0);
  });

  it('is undefined when the headers say nothing usable', () => {
    expect(retryAfterFrom(undefined)).toBeUndefined();
    expect(retryAfterFrom(new Headers())).toBeUndefined();
    expect(retryAfterFrom(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterFrom(new Headers({ 'retry-after-ms': 'later' }))).toBeUndefined();
  });

  it('falls back to retry-after when retry-after-ms is junk', () => {
    expect(retryAfterFrom(new Headers({ 'retry-after-ms': 'junk', 'retry-after': '2' }))).toBe(2000);
  });
});

const classify = (status: number, code: string | null = null, message = 'provider message', headers?: Headers) =>
  failureFromHttpError({ status, code, message, headers });

describe('failureFromHttpError', () => {
  it.each([
    [401, null, 'auth'],
    [403, 'permission_error', 'auth'],
    [402, null, 'quota'],
    [429, 'insufficient_quota', 'quota'],
    [400, 'billing_hard_limit_reached', 'quota'],
    [429, 'rate_limit_exceeded', 'rate_limited'],
    [429, 'rate_limit_error', 'rate_limited'],
    [529, null, 'overloaded'],
    [500, 'overloaded_error', 'overloaded'],
    [404, 'model_not_found', 'model_not_found'],
    [404, 'not_found_error', 'model_not_found'],
    [408, null, 'timeout'],
    [500, 'server_error', 'server_error'],
    [502, null, 'server_error'],
    [503, null, 'server_error'],
    [400, 'invalid_request_error', 'rejected'],
    [413, null, 'rejected'],
    [422, null, 'rejected'],
  ] as const)('classifies %i (%s) as %s', (status, code, kind) => {
    const failure = classify(status, code);
    expect(failure.kind).toBe(kind);
    expect(failure.status).toBe(status);
  });

  it('tells a rate limit (retryable) from a spent quota (not retryable) on 429', () => {
    const limited = classify(429, 'rate_limit_exceeded', 'Rate limit reached for gpt-4o on tokens per min.');
    const spent = classify(429, null, 'You exceeded your current quota, please check your plan and billing details.');

    expect(limited).toMatchObject({ kind: 'rate_limited', retryable: true });
    expect(spent).toMatchObject({ kind: 'quota', retryable: false });
  });

  it('reads Anthropic’s too-low credit balance (a 400) as a spent quota, not a rejected request', () => {
    const failure = classify(
      400,
      'invalid_request_error',
      'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade.',
    );
    expect(failure).toMatchObject({ kind: 'quota', retryable: false });
  });

  it('marks only passing troubles as retryable', () => {
    expect(classify(401).retryable).toBe(false);
    expect(classify(402).retryable).toBe(false);
    expect(classify(404).retryable).toBe(false);
    expect(classify(400).retryable).toBe(false);
    expect(classify(529).retryable).toBe(true);
    expect(classify(500).retryable).toBe(true);
    expect(classify(408).retryable).toBe(true);
  });

  it('reads a refusal that is about a file as file_rejected, not retryable', () => {
    for (const [status, code, message] of [
      [400, 'invalid_image_format', 'You uploaded an unsupported image.'],
      [400, 'invalid_request_error', 'messages.0.content.0.image.source.base64: image exceeds 5 MB maximum'],
      [400, 'invalid_request_error', 'The PDF specified was not valid.'],
      [400, 'invalid_value', "Invalid file data: 'file_data'."],
      [413, null, 'Request too large: the document is too large.'],
    ] as const) {
      expect(classify(status, code, message)).toMatchObject({ kind: 'file_rejected', retryable: false });
    }
    expect(classify(400, 'invalid_request_error', 'prompt is too long').kind).toBe('rejected');
    expect(classify(500, null, 'Could not process image').kind).toBe('server_error');
  });

  it('drops the status the OpenAI SDK puts before the message', () => {
    expect(classify(400, null, '400 Invalid image.').message).toBe('Invalid image.');
    expect(classify(400, null, '4000 tokens is too many').message).toBe('4000 tokens is too many');
  });

  it('keeps the retry-after and the first 500 characters of the message', () => {
    const failure = classify(429, null, 'x'.repeat(2000), new Headers({ 'retry-after': '7' }));
    expect(failure.retryAfterMs).toBe(7000);
    expect(failure.message).toBe('x'.repeat(500));
  });
});

describe('failureMessage', () => {
  const subject = {
    label: 'Claude',
    keyVariable: 'ANTHROPIC_API_KEY',
    baseUrlVariable: 'ANTHROPIC_BASE_URL',
    model: 'claude-3-opus-20240229',
  };
  const kinds: FailureKind[] = [
    'auth',
    'quota',
    'rate_limited',
    'overloaded',
    'server_error',
    'timeout',
    'unreachable',
    'rejected',
    'file_rejected',
    'model_not_found',
    'empty',
    'interrupted',
  ];

  it('says something different for each kind, naming the provider', () => {
    const messages = kinds.map((kind) => failureMessage(kind, subject, ''));
    expect(new Set(messages).size).toBe(kinds.length);
    for (const message of messages) expect(message).toContain('Claude');
  });

  it.each(kinds)('says what to do about %s', (kind) => {
    expect(failureMessage(kind, subject, '')).toMatch(/\b(try|wait|check|choose|send|rephras)/i);
  });

  it('names what to fix', () => {
    expect(failureMessage('auth', subject, '')).toContain('ANTHROPIC_API_KEY');
    expect(failureMessage('model_not_found', subject, '')).toContain('claude-3-opus-20240229');
    expect(failureMessage('unreachable', subject, '')).toContain('ANTHROPIC_BASE_URL');
    expect(failureMessage('quota', subject, '')).toMatch(/billing|credit/i);
    expect(failureMessage('rate_limited', subject, '')).toMatch(/wait/i);
  });

  it('passes on the provider’s reason for a rejected request', () => {
    const message = failureMessage('rejected', subject, 'prompt is too long: 250000 tokens > 200000 maximum');
    expect(message).toContain('prompt is too long: 250000 tokens > 200000 maximum');
    expect(message).toMatch(/try/i);
    expect(failureMessage('rejected', subject, 'Bad request.')).toContain('Bad request. Try');
  });

  it('names the refused files and how to go on without them', () => {
    const message = failureMessage('file_rejected', { ...subject, files: ['scan.pdf', 'photo.png'] }, 'Bad PDF');
    expect(message).toBe(
      'Claude could not read scan.pdf and photo.png: Bad PDF. Try a smaller or simpler file in a new message; to go on in this conversation without it, delete it in Settings → Files.',
    );
  });

  it('does not leak the detail into messages that do not need it', () => {
    expect(failureMessage('auth', subject, 'sk-ant-secret-detail')).not.toContain('sk-ant-secret-detail');
  });
});
