/**
 * Why a models call failed, in words an admin can act on and that name no key or address (an SDK's
 * own message may hold either): the HTTP status the endpoint answered, a timeout, why it could not
 * be reached, or an answer that was no model list.
 */
export function listFailureText(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 401 || status === 403) return `The endpoint refused the key (HTTP ${status}).`;
  if (typeof status === 'number') return `The endpoint answered HTTP ${status}.`;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'The endpoint did not answer in time.';
  if (error instanceof Error && error.message === EMPTY_LIST) return 'The endpoint listed no models.';
  const chain = causesOf(error);
  const code = chain.map((cause) => cause.code).find((value) => typeof value === 'string');
  if (code === 'ECONNREFUSED') return 'The endpoint refused the connection: nothing is listening at its address.';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The endpoint’s host name could not be found.';
  if (code?.startsWith('CERT_') || code?.includes('TLS') || code?.includes('SELF_SIGNED')) {
    return 'The endpoint’s certificate was not accepted.';
  }
  if (code !== undefined || chain.some(isConnectionError)) return 'The endpoint could not be reached.';
  return 'The endpoint answered, but not with a list of models.';
}

type Cause = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; constructor?: { name?: string } };

/** The error and its causes, a few deep: the SDKs wrap fetch's error, which wraps the system's. */
function causesOf(error: unknown): Cause[] {
  const chain: Cause[] = [];
  for (let current = error as Cause | null | undefined; current && chain.length < 4; current = current.cause as Cause) {
    chain.push(current);
  }
  return chain;
}

// The SDKs' errors for a request that got no answer at all, and fetch's own.
const CONNECTION_ERRORS = new Set(['APIConnectionError', 'APIConnectionTimeoutError', 'FetchError']);
const isConnectionError = (cause: Cause) =>
  CONNECTION_ERRORS.has(String(cause.name)) ||
  CONNECTION_ERRORS.has(String(cause.constructor?.name)) ||
  (cause instanceof TypeError && cause.message === 'fetch failed');

/** What a models call that answered with nothing throws, so that the list in hand is kept. */
export const EMPTY_LIST = 'the models endpoint listed no models';
