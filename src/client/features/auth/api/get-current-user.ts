import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { PublicUser } from '#shared/api/users';

/**
 * The signed-in user, or null: a 401 on this read means "no user"
 * (docs/behaviour.md, Errors and their texts), not an error.
 */
export async function getCurrentUser(): Promise<PublicUser | null> {
  try {
    return await getJson<PublicUser>('/api/user', { cache: 'no-store' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: queryKeys.currentUser, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
