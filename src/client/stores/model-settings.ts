import { useSyncExternalStore } from 'react';
import type { ModelSettings } from '#shared/api/chat';
import type { Provider } from '#shared/constants';

export type ProviderSettings = { model: string; temperature: number; maxTokens: number };
export type ModelSettingsState = Partial<Record<Provider, Partial<ProviderSettings>>>;

const STORAGE_KEY = 'pairwise-model-settings';
const listeners = new Set<() => void>();

function read(): ModelSettingsState {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as ModelSettingsState;
  } catch {
    return {};
  }
}

let state: ModelSettingsState = typeof localStorage === 'undefined' ? {} : read();

/** Changes one provider's settings; kept in this browser so that they survive a reload. */
export function updateModelSettings(provider: Provider, patch: Partial<ProviderSettings>): void {
  state = { ...state, [provider]: { ...state[provider], ...patch } };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  for (const listener of listeners) listener();
}

/** The settings a person changed; anything unset falls back to the catalogue's defaults. */
export function useModelSettings(): ModelSettingsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** The request form of SPEC §3's model settings. */
export function toRequestSettings(settings: ModelSettingsState): ModelSettings {
  return settings as ModelSettings;
}
