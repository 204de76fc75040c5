import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { AdminLogs, LogLevelName } from '#shared/api/admin-logs';

export interface AdminLogsParams {
  /** This level and above. */
  level: LogLevelName;
  /** Text the entries hold, ignoring case; empty for all. */
  q: string;
}

/** The server filters: it holds up to 500 entries, and the page shows only those asked for. */
export function getAdminLogs({ level, q }: AdminLogsParams): Promise<AdminLogs> {
  const search = new URLSearchParams({ level });
  if (q) search.set('q', q);
  return getJson<AdminLogs>(`/api/admin/logs?${search}`);
}

export const adminLogsQueryOptions = (params: AdminLogsParams) =>
  queryOptions({
    queryKey: queryKeys.adminLogs(params),
    queryFn: () => getAdminLogs(params),
    // The list stays while another filter's answer loads.
    placeholderData: keepPreviousData,
    // New entries come at any time: opening the tab again shows the current ones.
    staleTime: 0,
  });

/** The answering process's recent warnings and errors (docs/operations.md, Logs), newest first. */
export function useAdminLogs(params: AdminLogsParams) {
  return useQuery(adminLogsQueryOptions(params));
}
