import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderFailure } from '#server/ai/provider-failure';

export interface RetryOptions {
  maxAttempts: number;
  signal: AbortSignal;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Calls `attempt` until it succeeds, at most `maxAttempts` times in all. Only failures that may
 * pass are tried again (never a refused key or a spent budget), after the provider's
 * retry-after when it gives one, else an exponential backoff with jitter.
 */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { maxAttempts, signal, baseDelayMs = 500, maxDelayMs = 30_000 } = options;
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt();
    } catch (error) {
      const retryable = error instanceof ProviderFailure && error.retryable;
      if (!retryable || attemptNumber >= maxAttempts || signal.aborted) throw error;
      const backoff = baseDelayMs * 2 ** (attemptNumber - 1) * (0.8 + Math.random() * 0.4);
      const delay = Math.min(error.retryAfterMs ?? backoff, maxDelayMs);
      await sleep(delay, undefined, { signal });
    }
  }
}
