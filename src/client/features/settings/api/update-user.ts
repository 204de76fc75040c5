import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { PublicUser, UpdateUserBody } from '#shared/api/users';

export function updateUser(id: number, body: UpdateUserBody): Promise<PublicUser> {
  return sendJson<PublicUser>('PATCH', `/api/users/${id}`, body);
}

/** Profile and preference saves: the answer is the user as now stored, so the cache takes it as is. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) => updateUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.currentUser, user);
    },
  });
}
