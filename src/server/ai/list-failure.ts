/**
 * Why a models call failed, in words an admin can act on and that name no key or address (an SDK's
 * own message may hold either): the HTTP status the endpoint answered, a timeout, or no answer.
 */
export function listFailureText(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 401 || status === 403) return `The endpoint refused the key (HTTP ${status}).`;
  if (typeof status === 'number') return `The endpoint answered HTTP ${status}.`;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'The endpoint did not answer in time.';
  if (error instanceof Error && error.message === EMPTY_LIST) return 'The endpoint listed no models.';
  return 'The endpoint could not be reached.';
}

/** What a models call that answered with nothing throws, so that the list in hand is kept. */
export const EMPTY_LIST = 'the models endpoint listed no models';
