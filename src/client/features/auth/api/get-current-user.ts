import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { PublicUser } from '#shared/api/users';

/** What index.html's inline script read from GET /api/user while the bundle loaded (decision 051). */
interface EarlyAnswer {
  status: number;
  body: unknown;
  /** When it arrived (Date.now()): the moment the page knew who is signed in. */
  at: number;
}

declare global {
  interface Window {
    /** Null when the early request failed; taken, and so undefined, after the first read. */
    pairwiseEarlyUser?: Promise<EarlyAnswer | null>;
  }
}

let earlyKnownAt: number | undefined;

/** The early answer, once: later reads ask the server again. Only a 200 or a 401 is taken. */
async function takeEarlyAnswer(): Promise<EarlyAnswer | undefined> {
  const early = window.pairwiseEarlyUser;
  window.pairwiseEarlyUser = undefined;
  const answer = await early;
  return answer && (answer.status === 200 || answer.status === 401) ? answer : undefined;
}

/**
 * When the page first knew who is signed in, if that came from the early answer; given once, so
 * that a later sign-in on the same page waits from its own moment. Undefined otherwise.
 */
export function takeEarlyKnownAt(): number | undefined {
  const at = earlyKnownAt;
  earlyKnownAt = undefined;
  return at;
}

/**
 * The signed-in user, or null: a 401 on this read means "no user"
 * (docs/behaviour.md, Errors and their texts), not an error.
 */
export async function getCurrentUser(): Promise<PublicUser | null> {
  const early = await takeEarlyAnswer();
  if (early) {
    earlyKnownAt = early.at;
    return early.status === 200 ? (early.body as PublicUser) : null;
  }
  try {
    return await getJson<PublicUser>('/api/user', { cache: 'no-store' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: queryKeys.currentUser, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
