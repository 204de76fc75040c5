import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { AdminUser, updateAdminUserBody } from '#shared/api/admin-users';

export type UpdateAdminUserBody = z.input<typeof updateAdminUserBody>;

export function updateAdminUser({ id, ...body }: UpdateAdminUserBody & { id: number }): Promise<AdminUser> {
  return sendJson<AdminUser>('PATCH', `/api/admin/users/${id}`, body);
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
        // The admin may have renamed themselves: the sidebar shows the current user's name.
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]),
  });
}
