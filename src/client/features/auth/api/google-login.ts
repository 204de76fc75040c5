import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import type { PublicUser } from '#shared/api/users';

/**
 * Exchanges a Google access token for a session cookie. A non-OK answer rejects with
 * "{status}: {body}" (SPEC §5), which the api client already builds.
 */
export function googleLogin(token: string): Promise<PublicUser> {
  return sendJson<PublicUser>('POST', '/api/auth/google', { token });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
