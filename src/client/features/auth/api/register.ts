import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setupQuery } from '#client/features/auth/utils/setup-link';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { RegisterBody } from '#shared/api/auth';
import type { PublicUser } from '#shared/api/users';

/** `setup`: the token of the admin setup link the page was opened with, if any. */
export function register(body: RegisterBody, setup?: string): Promise<PublicUser> {
  return sendJson<PublicUser>('POST', `/api/auth/register${setupQuery(setup)}`, body);
}

/** Creates a password account; the server signs it in at once, so the user goes into the cache. */
export function useRegister(setup?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => register(body, setup),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
