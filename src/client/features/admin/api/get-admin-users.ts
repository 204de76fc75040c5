import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { AdminUser } from '#shared/api/admin-users';
import { ADMIN_USERS_PAGE_SIZE } from '#shared/constants';

export type RoleFilter = 'all' | 'admin' | 'user';

export interface AdminUsersParams {
  q: string;
  role: RoleFilter;
  offset: number;
}

export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
  limit: number;
  offset: number;
}

export function getAdminUsers({ q, role, offset }: AdminUsersParams): Promise<AdminUsersPage> {
  const search = new URLSearchParams({ role, limit: String(ADMIN_USERS_PAGE_SIZE), offset: String(offset) });
  if (q) search.set('q', q);
  return getJson<AdminUsersPage>(`/api/admin/users?${search}`);
}

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: queryKeys.adminUsersPage(params),
    queryFn: () => getAdminUsers(params),
    // The table keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });

/** One page of users matching the search (name, e-mail or username) and the role filter. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQueryOptions(params));
}
