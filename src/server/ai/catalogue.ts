import { modelDisplayName, modelNames } from '#server/ai/catalogue-names';
import { connectionOf } from '#server/ai/connections/connection';
import type { ListedModel } from '#server/ai/providers/chat-provider';
import type { Config } from '#server/config';
import type { ProviderCatalogue } from '#shared/api/models';
import { PROVIDERS, type Provider } from '#shared/constants';
import { capabilitiesOf } from '#shared/model-capabilities';
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

/** What each provider's models endpoint listed, for those that were asked and answered. */
export type ListedModels = Partial<Record<Provider, readonly ListedModel[] | null | undefined>>;

type ModelList = Pick<ProviderCatalogue, 'models' | 'defaultModel' | 'modelNames'>;

/** The operator's list (OPENAI_MODELS, ANTHROPIC_MODELS, a connection's models); empty when unset. */
export function configuredModels(config: Config, provider: Provider): string[] {
  return connectionOf(config, provider).models ?? [];
}

function modelList(config: Config, provider: Provider, listed: readonly ListedModel[] | null | undefined): ModelList {
  const configured = configuredModels(config, provider);
  // An operator's list wins, and names its default first.
  if (configured.length > 0) {
    return { models: configured, defaultModel: configured[0] as string, modelNames: modelNames(configured) };
  }
  if (listed && listed.length > 0) {
    const names = new Map(listed.map((model) => [model.id, model.name || modelDisplayName(model.id)]));
    const models = [...names.keys()];
    // The documented default (docs/behaviour.md, Replies and providers) while the provider still
    // has it; else the provider's first (both list newest first).
    const specDefault = DEFAULT_MODELS[provider];
    const defaultModel = models.includes(specDefault) ? specDefault : (models[0] as string);
    return { models, defaultModel, modelNames: Object.fromEntries(names) };
  }
  const models = [...DEFAULT_MODEL_LISTS[provider]];
  return { models, defaultModel: DEFAULT_MODELS[provider], modelNames: modelNames(models) };
}

/**
 * What each provider offers on this server: its models (from the environment, else as its models
 * endpoint listed them, else the built-in lists), what each model takes, and the setting ranges
 * (docs/behaviour.md, Replies and providers).
 */
export function buildCatalogue(config: Config, listed: ListedModels = {}): Catalogue {
  const entry = (provider: Provider): ProviderCatalogue => {
    const list = modelList(config, provider, listed[provider]);
    const connection = connectionOf(config, provider);
    return {
      id: provider,
      label: PROVIDER_LABELS[provider],
      mode: connection.apiKey ? 'live' : 'demo',
      ...list,
      capabilities: Object.fromEntries(list.models.map((model) => [model, capabilitiesOf(connection.kind, model)])),
      temperature: { ...TEMPERATURE_RANGES[provider], default: DEFAULT_TEMPERATURE },
      maxTokens: {
        ...MAX_TOKENS_RANGE,
        sliderMin: MAX_TOKENS_SLIDER.min,
        sliderMax: MAX_TOKENS_SLIDER.max,
        sliderStep: MAX_TOKENS_SLIDER.step,
      },
    };
  };
  return Object.fromEntries(PROVIDERS.map((provider) => [provider, entry(provider)])) as Catalogue;
}
