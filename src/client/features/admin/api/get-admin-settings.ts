import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { AdminSettingsResponse } from '#shared/api/admin-settings';

export function getAdminSettings(): Promise<AdminSettingsResponse> {
  return getJson<AdminSettingsResponse>('/api/admin/settings');
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminSettings,
    queryFn: getAdminSettings,
    // Another admin may have saved meanwhile: opening the tab again shows what is in force.
    staleTime: 0,
  });

/** What the admin has set, the environment's defaults, and what the starting pair may be chosen from. */
export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
