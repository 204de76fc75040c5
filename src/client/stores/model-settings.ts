import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { ModelSettings } from '#shared/api/chat';
import type { UserModelSettingsResponse } from '#shared/api/models';
import type { Provider } from '#shared/constants';

export type ProviderSettings = { model: string; temperature: number; maxTokens: number };
export type ModelSettingsState = Partial<Record<Provider, Partial<ProviderSettings>>>;

export const MODEL_SETTINGS_URL = '/api/user/model-settings';

export function getModelSettings(): Promise<UserModelSettingsResponse> {
  return getJson<UserModelSettingsResponse>(MODEL_SETTINGS_URL);
}

export const modelSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.modelSettings, queryFn: getModelSettings });

const NONE: ModelSettingsState = {};

/**
 * The settings a person changed, kept on their account (they follow them to any browser);
 * anything unset, or not loaded yet, falls back to the catalogue's defaults.
 */
export function useModelSettings(): ModelSettingsState {
  const { data } = useQuery(modelSettingsQueryOptions());
  return data?.modelSettings ?? NONE;
}

/** The request form of the model settings (docs/behaviour.md, Entities). */
export function toRequestSettings(settings: ModelSettingsState): ModelSettings {
  return settings as ModelSettings;
}
