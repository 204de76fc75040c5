import { describe, expect, it } from 'vitest';
import { type FailureKind, ProviderFailure } from '#server/ai/provider-failure';
import { withRetries } from '#server/ai/with-retries';

const failure = (kind: FailureKind, retryAfterMs?: number) =>
  new ProviderFailure(kind, `${kind} failure`, retryAfterMs === undefined ? {} : { retryAfterMs });

/** An attempt function that fails with each given error in turn, then answers 'ok'; it logs its calls. */
function scripted(errors: Error[], log: string[] = []) {
  let calls = 0;
  const attempt = async () => {
    calls++;
    log.push(`attempt ${calls}`);
    const error = errors[calls - 1];
    if (error) throw error;
    return 'ok';
  };
  return { attempt, calls: () => calls };
}

const fast = { baseDelayMs: 1, signal: new AbortController().signal };

describe('withRetries', () => {
  it('returns the first success without trying again', async () => {
    const script = scripted([]);
    await expect(withRetries(script.attempt, { ...fast, maxAttempts: 3 })).resolves.toBe('ok');
    expect(script.calls()).toBe(1);
  });

  it('tries a retryable failure again and returns the later success', async () => {
    const script = scripted([failure('server_error'), failure('overloaded')]);
    await expect(withRetries(script.attempt, { ...fast, maxAttempts: 3 })).resolves.toBe('ok');
    expect(script.calls()).toBe(3);
  });

  it.each([1, 2, 3])(
    'calls at most maxAttempts (%i) times in all, then throws the last failure',
    async (maxAttempts) => {
      const errors = [
        failure('rate_limited', 1),
        failure('timeout', 1),
        failure('unreachable', 1),
        failure('server_error'),
      ];
      const script = scripted(errors);

      await expect(withRetries(script.attempt, { ...fast, maxAttempts })).rejects.toBe(errors[maxAttempts - 1]);
      expect(script.calls()).toBe(maxAttempts);
    },
  );

  it.each(['auth', 'quota', 'rejected', 'model_not_found', 'empty'] as const)(
    'does not try a %s failure again',
    async (kind) => {
      const error = failure(kind, 1);
      const script = scripted([error]);

      await expect(withRetries(script.attempt, { ...fast, maxAttempts: 3 })).rejects.toBe(error);
      expect(script.calls()).toBe(1);
    },
  );

  it('does not try a plain Error again', async () => {
    const error = new Error('a bug, not a provider failure');
    const script = scripted([error]);

    await expect(withRetries(script.attempt, { ...fast, maxAttempts: 3 })).rejects.toBe(error);
    expect(script.calls()).toBe(1);
  });

  it('waits for the provider’s retry-after before trying again', async () => {
    const log: string[] = [];
    const script = scripted([failure('rate_limited', 40)], log);
    // Without retry-after the 1 ms backoff would try again long before this marker.
    const marker = new Promise<void>((resolve) =>
      setTimeout(() => {
        log.push('marker');
        resolve();
      }, 5),
    );

    await withRetries(script.attempt, { ...fast, maxAttempts: 3 });
    await marker;
    expect(log).toEqual(['attempt 1', 'marker', 'attempt 2']);
  });

  it('caps a long retry-after at maxDelayMs', async () => {
    const log: string[] = [];
    const script = scripted([failure('rate_limited', 60_000)], log);
    // Had the 60 s been honoured uncapped, this marker would come before the second attempt.
    const marker = setTimeout(() => log.push('marker'), 200);

    await withRetries(script.attempt, { ...fast, maxAttempts: 3, maxDelayMs: 5 });
    clearTimeout(marker);
    expect(log).toEqual(['attempt 1', 'attempt 2']);
  });

  it('does not try again once the signal is aborted', async () => {
    const controller = new AbortController();
    const error = failure('server_error', 1);
    let calls = 0;
    const attempt = async () => {
      calls++;
      controller.abort();
      throw error;
    };

    await expect(withRetries(attempt, { maxAttempts: 3, signal: controller.signal })).rejects.toBe(error);
    expect(calls).toBe(1);
  });

  it('stops waiting and gives up when the signal is aborted during the wait', async () => {
    const controller = new AbortController();
    const script = scripted([failure('rate_limited', 10_000)]);
    setTimeout(() => controller.abort(), 5);

    await expect(withRetries(script.attempt, { maxAttempts: 3, signal: controller.signal })).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
    expect(script.calls()).toBe(1);
  });
});
