import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { AdminConnectionsResponse } from '#shared/api/admin-connections';

export function getAdminConnections(): Promise<AdminConnectionsResponse> {
  return getJson<AdminConnectionsResponse>('/api/admin/connections');
}

export const adminConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminConnections,
    queryFn: getAdminConnections,
    // Whether an endpoint answers changes by the minute: opening the tab again shows it as it is.
    staleTime: 0,
  });

/** Each connection the server has, its models and how its endpoint last answered. */
export function useAdminConnections() {
  return useQuery(adminConnectionsQueryOptions());
}
