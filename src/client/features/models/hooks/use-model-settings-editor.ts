import { useQueryClient } from '@tanstack/react-query';
import { useSaveModelSettings } from '#client/features/models/api/save-model-settings';
import { queryKeys } from '#client/lib/query-keys';
import type { ModelSettingsState, ProviderSettings } from '#client/stores/model-settings';
import type { UserModelSettingsResponse } from '#shared/api/models';
import type { Provider } from '#shared/constants';

type Patch = Partial<ProviderSettings>;

/** Changes one provider's settings: shown at once, saved to the account when the change is done. */
export function useModelSettingsEditor() {
  const queryClient = useQueryClient();
  const save = useSaveModelSettings();
  const withPatch = (provider: Provider, patch: Patch): ModelSettingsState => {
    const current: ModelSettingsState =
      queryClient.getQueryData<UserModelSettingsResponse>(queryKeys.modelSettings)?.modelSettings ?? {};
    return { ...current, [provider]: { ...current[provider], ...patch } };
  };
  return {
    /** A slider being dragged: shown, not saved, so that one drag is one request. */
    preview(provider: Provider, patch: Patch) {
      const modelSettings = withPatch(provider, patch);
      queryClient.setQueryData<UserModelSettingsResponse>(queryKeys.modelSettings, { modelSettings });
    },
    commit(provider: Provider, patch: Patch) {
      save.mutate(withPatch(provider, patch));
    },
  };
}
