import { ProviderFailure } from '#server/ai/provider-failure';

/**
 * Runs one provider call under a deadline that covers the whole reply, streaming included (the
 * SDKs' own timeouts stop at the response headers). The caller's signal (shutdown) still aborts.
 */
export async function callWithTimeout<T>(
  signal: AbortSignal,
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<T>,
  classify: (error: unknown) => ProviderFailure,
): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await call(AbortSignal.any([signal, deadline]));
  } catch (error) {
    if (signal.aborted) throw error;
    if (deadline.aborted) throw new ProviderFailure('timeout', `no complete answer within ${timeoutMs} ms`);
    throw error instanceof ProviderFailure ? error : classify(error);
  }
}
