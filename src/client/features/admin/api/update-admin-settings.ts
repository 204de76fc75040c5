import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { authConfigQueryOptions } from '#client/lib/auth-config';
import { queryKeys } from '#client/lib/query-keys';
import type { AdminSettingsResponse, UpdateAdminSettingsBody } from '#shared/api/admin-settings';

/** Changes the settings given; null puts one back to the environment's default. */
export function updateAdminSettings(body: UpdateAdminSettingsBody): Promise<AdminSettingsResponse> {
  return sendJson<AdminSettingsResponse>('PUT', '/api/admin/settings', body);
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.adminSettings, settings);
      // What the login page offers, and the pair a first chat starts with, come from these.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: authConfigQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.models }),
      ]);
    },
  });
}
