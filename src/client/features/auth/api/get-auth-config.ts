import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import type { AuthConfig } from '#shared/api/auth';

/** Which sign-in methods this server offers. */
export function getAuthConfig(): Promise<AuthConfig> {
  return getJson<AuthConfig>('/api/auth/config');
}

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'config'] as const, queryFn: getAuthConfig });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
