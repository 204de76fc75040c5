import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { ChangePasswordBody } from '#shared/api/users';

/** Sets a new password; `currentPassword` is '' for an account that has none yet. */
export function changePassword(id: number, body: ChangePasswordBody): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('POST', `/api/users/${id}/change-password`, body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangePasswordBody }) => changePassword(id, body),
    // An account that had no password has one now (hasPassword).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser, exact: true }),
  });
}
