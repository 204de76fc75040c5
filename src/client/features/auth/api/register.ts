import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { RegisterBody } from '#shared/api/auth';
import type { PublicUser } from '#shared/api/users';

export function register(body: RegisterBody): Promise<PublicUser> {
  return sendJson<PublicUser>('POST', '/api/auth/register', body);
}

/** Creates a password account; the server signs it in at once, so the user goes into the cache. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
