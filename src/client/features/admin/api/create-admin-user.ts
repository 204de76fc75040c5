import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { AdminUser, CreateAdminUserBody } from '#shared/api/admin-users';

export function createAdminUser(body: CreateAdminUserBody): Promise<AdminUser> {
  return sendJson<AdminUser>('POST', '/api/admin/users', body);
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
  });
}
