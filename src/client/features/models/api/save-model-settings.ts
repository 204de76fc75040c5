import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/hooks/use-toast';
import { sendJson } from '#client/lib/api-client';
import { errorText } from '#client/lib/error-text';
import { queryKeys } from '#client/lib/query-keys';
import { MODEL_SETTINGS_URL, type ModelSettingsState } from '#client/stores/model-settings';
import type { UserModelSettingsResponse } from '#shared/api/models';
import { MODEL_SETTINGS_NOT_SAVED } from '#shared/errors';

export function saveModelSettings(settings: ModelSettingsState): Promise<UserModelSettingsResponse> {
  return sendJson<UserModelSettingsResponse>('PUT', MODEL_SETTINGS_URL, settings);
}

/**
 * PUT /api/user/model-settings. The cache is updated before the call, and kept if it fails:
 * the choice still applies in this tab, and the error says it is not on the account.
 */
export function useSaveModelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in order: each carries the whole settings, so the last one wins on the server too.
    scope: { id: 'model-settings' },
    mutationFn: saveModelSettings,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.modelSettings });
      queryClient.setQueryData<UserModelSettingsResponse>(queryKeys.modelSettings, { modelSettings: settings });
    },
    onError: (error) =>
      toast({
        title: MODEL_SETTINGS_NOT_SAVED.title,
        description: errorText(error, 'server', MODEL_SETTINGS_NOT_SAVED.fallback),
        variant: 'destructive',
      }),
  });
}
