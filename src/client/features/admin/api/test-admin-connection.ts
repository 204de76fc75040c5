import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { ConnectionTestResponse } from '#shared/api/admin-connections';

export function testAdminConnection(id: string): Promise<ConnectionTestResponse> {
  return sendJson<ConnectionTestResponse>('POST', `/api/admin/connections/${encodeURIComponent(id)}/test`);
}

/** Asks a connection's endpoint for its models now; the list is read again after. */
export function useTestAdminConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testAdminConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminConnections }),
  });
}
