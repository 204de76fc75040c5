import type { ModelSettingsState } from '#client/stores/model-settings';

/** Where model settings lived before they moved to the account: read once, to carry them over. */
const LEGACY_STORAGE_KEY = 'pairwise-model-settings';

// Storage can be missing or refuse access (privacy modes): there is then nothing to carry over.
export function readLegacyModelSettings(): ModelSettingsState | null {
  try {
    const raw = localStorage.getItem(LEGACY_STORAGE_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as ModelSettingsState)
      : null;
  } catch {
    return null;
  }
}

export function forgetLegacyModelSettings(): void {
  try {
    localStorage.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // Nothing was readable either.
  }
}
