import { modelNames } from '#server/ai/catalogue-names';
import type { Config } from '#server/config';
import type { ProviderCatalogue } from '#shared/api/models';
import { PROVIDERS, type Provider } from '#shared/constants';
import {
  DEFAULT_MODEL_LISTS,
  DEFAULT_MODELS,
  DEFAULT_TEMPERATURE,
  MAX_TOKENS_RANGE,
  MAX_TOKENS_SLIDER,
  PROVIDER_LABELS,
  TEMPERATURE_RANGES,
} from '#shared/models';

export type Catalogue = Record<Provider, ProviderCatalogue>;

type ModelList = Pick<ProviderCatalogue, 'models' | 'defaultModel'>;

function modelList(fromEnv: string | undefined, provider: Provider): ModelList {
  const listed = (fromEnv ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.length === 0)
    return { models: [...DEFAULT_MODEL_LISTS[provider]], defaultModel: DEFAULT_MODELS[provider] };
  // An operator's list names its default first.
  return { models: [...new Set(listed)], defaultModel: listed[0] as string };
}

/** What each provider offers on this server: its models (from the environment or SPEC §5) and ranges. */
export function buildCatalogue(config: Config): Catalogue {
  const sources = { openai: config.openai, claude: config.anthropic };
  const entry = (provider: Provider, list: ModelList): ProviderCatalogue => ({
    id: provider,
    label: PROVIDER_LABELS[provider],
    mode: sources[provider].apiKey ? 'live' : 'demo',
    ...list,
    modelNames: modelNames(list.models),
    temperature: { ...TEMPERATURE_RANGES[provider], default: DEFAULT_TEMPERATURE },
    maxTokens: {
      ...MAX_TOKENS_RANGE,
      sliderMin: MAX_TOKENS_SLIDER.min,
      sliderMax: MAX_TOKENS_SLIDER.max,
      sliderStep: MAX_TOKENS_SLIDER.step,
    },
  });
  return Object.fromEntries(
    PROVIDERS.map((provider) => [provider, entry(provider, modelList(sources[provider].models, provider))]),
  ) as Catalogue;
}
