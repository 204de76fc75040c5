import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import type { AuthConfig } from '#shared/api/auth';

/**
 * Which sign-in methods this server offers. Here, not in a feature: the login page and the admin
 * dialogs both ask, and one cached answer serves them all.
 */
export function getAuthConfig(): Promise<AuthConfig> {
  return getJson<AuthConfig>('/api/auth/config');
}

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'config'] as const, queryFn: getAuthConfig });

/** Asked only while `enabled` (e.g. while a dialog that needs it is open). */
export function useAuthConfig(enabled = true) {
  return useQuery({ ...authConfigQueryOptions(), enabled });
}
