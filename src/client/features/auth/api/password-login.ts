import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { LoginBody } from '#shared/api/auth';
import type { PublicUser } from '#shared/api/users';

export function passwordLogin(body: LoginBody): Promise<PublicUser> {
  return sendJson<PublicUser>('POST', '/api/auth/login', body);
}

/** Signs in with e-mail and password; the answer is the user, so it goes straight into the cache. */
export function usePasswordLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: passwordLogin,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
