import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { AdminUsageResponse } from '#shared/api/admin-usage';

export function getAdminUsage(days: number): Promise<AdminUsageResponse> {
  return getJson<AdminUsageResponse>(`/api/admin/usage?days=${days}`);
}

export const adminUsageQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeys.adminUsage(days),
    queryFn: () => getAdminUsage(days),
    placeholderData: keepPreviousData,
    // Usage grows with every reply: opening the tab again shows current figures.
    staleTime: 0,
  });

/** Requests, tokens and cost per connection and per user over the last `days` days. */
export function useAdminUsage(days: number) {
  return useQuery(adminUsageQueryOptions(days));
}
