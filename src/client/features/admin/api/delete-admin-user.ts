import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

export function deleteAdminUser(id: number): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    // The user's calls leave the usage figures too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}
