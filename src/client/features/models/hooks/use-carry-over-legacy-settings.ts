import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { saveModelSettings } from '#client/features/models/api/save-model-settings';
import { ApiError } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { modelSettingsQueryOptions } from '#client/stores/model-settings';
import { forgetLegacyModelSettings, readLegacyModelSettings } from '#client/stores/model-settings-legacy';
import type { UserModelSettingsResponse } from '#shared/api/models';

/**
 * Settings this browser kept before they moved to the account go to the account once, when it has
 * none yet; then the browser's copy is dropped, so that no later account on it inherits them.
 */
export function useCarryOverLegacySettings(): void {
  const queryClient = useQueryClient();
  const { data } = useQuery(modelSettingsQueryOptions());
  const started = useRef(false);

  useEffect(() => {
    if (started.current || data?.modelSettings !== null) return;
    const legacy = readLegacyModelSettings();
    if (!legacy) return;
    started.current = true;
    const setCached = (modelSettings: UserModelSettingsResponse['modelSettings']) =>
      queryClient.setQueryData<UserModelSettingsResponse>(queryKeys.modelSettings, { modelSettings });
    setCached(legacy);
    saveModelSettings(legacy).then(forgetLegacyModelSettings, (error: unknown) => {
      // Refused (e.g. a model this server no longer offers): drop it. Unreachable: try on the next load.
      if (error instanceof ApiError && error.status === 400) {
        forgetLegacyModelSettings();
        setCached(null);
      }
    });
  }, [data, queryClient]);
}
