import { useMutation } from '@tanstack/react-query';
import { setupQuery } from '#client/features/auth/utils/setup-link';
import { sendJson } from '#client/lib/api-client';
import type { PublicUser } from '#shared/api/users';

/**
 * Exchanges a Google access token for a session cookie. A non-OK answer rejects with
 * "{status}: {body}" (docs/behaviour.md, Errors and their texts), which the api client already
 * builds. `setup`: as for sign-up.
 */
export function googleLogin(token: string, setup?: string): Promise<PublicUser> {
  return sendJson<PublicUser>('POST', `/api/auth/google${setupQuery(setup)}`, { token });
}

export function useGoogleLogin(setup?: string) {
  return useMutation({ mutationFn: (token: string) => googleLogin(token, setup) });
}
