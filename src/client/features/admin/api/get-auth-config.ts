import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import type { AuthConfig } from '#shared/api/auth';

/** Which sign-in methods this server offers (the login page asks the same). */
export function getAuthConfig(): Promise<AuthConfig> {
  return getJson<AuthConfig>('/api/auth/config');
}

/** Asked only while `enabled`; the login page's key, so that one answer serves both. */
export function useAuthConfig(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: ['auth', 'config'] as const, queryFn: getAuthConfig, enabled }));
}
