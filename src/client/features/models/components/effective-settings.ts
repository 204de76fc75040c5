import type { ProviderSettings } from '#client/stores/model-settings';
import type { PairCatalogue } from '#shared/api/models';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * What the sidebar shows for a provider: the person's choices where they still fit this server's
 * catalogue, else the catalogue's defaults (a model the server no longer offers falls back too).
 */
export function effectiveSettings(provider: PairCatalogue, stored?: Partial<ProviderSettings>): ProviderSettings {
  const model = stored?.model && provider.models.includes(stored.model) ? stored.model : provider.defaultModel;
  const { temperature, maxTokens } = provider;
  return {
    model,
    temperature: clamp(stored?.temperature ?? temperature.default, temperature.min, temperature.max),
    maxTokens: clamp(stored?.maxTokens ?? maxTokens.default, maxTokens.min, maxTokens.max),
  };
}
