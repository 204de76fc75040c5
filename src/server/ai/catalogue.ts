import { modelDisplayName, modelNames } from '#server/ai/catalogue-names';
import type { Connection } from '#server/ai/connections/connection';
import type { ListedModel } from '#server/ai/providers/chat-provider';
import type { Config } from '#server/config';
import type { ProviderCatalogue } from '#shared/api/models';
import type { Provider } from '#shared/constants';
import { capabilitiesOf } from '#shared/model-capabilities';
import { DEFAULT_TEMPERATURE, KIND_TEMPERATURE_RANGES, MAX_TOKENS_RANGE, MAX_TOKENS_SLIDER } from '#shared/models';

/** What each connection offers, by its id, in the order of the connections: SPEC's pair is always there. */
export type Catalogue = Record<Provider, ProviderCatalogue> & Partial<Record<string, ProviderCatalogue>>;

/** What each connection's models endpoint listed, for those that were asked and answered. */
export type ListedModels = Partial<Record<string, readonly ListedModel[] | null | undefined>>;

type ModelList = Pick<ProviderCatalogue, 'models' | 'defaultModel' | 'modelNames'>;

function modelList(connection: Connection, listed: readonly ListedModel[] | null | undefined): ModelList {
  // The operator's list (OPENAI_MODELS, a connection's models) wins, and names its default first.
  const configured = connection.models ?? [];
  if (configured.length > 0) {
    return { models: configured, defaultModel: configured[0] as string, modelNames: modelNames(configured) };
  }
  const preferred = connection.builtIn?.preferredModel;
  if (listed && listed.length > 0) {
    const names = new Map(listed.map((model) => [model.id, model.name || modelDisplayName(model.id)]));
    const models = [...names.keys()];
    // A built-in's documented default (docs/behaviour.md, Replies and providers) while the provider
    // still has it; else the endpoint's first (the providers list newest first).
    const defaultModel = preferred && models.includes(preferred) ? preferred : (models[0] as string);
    return { models, defaultModel, modelNames: Object.fromEntries(names) };
  }
  // A connection of the file with no list to go by offers nothing until its endpoint answers.
  const models = [...(connection.builtIn?.fallbackModels ?? [])];
  return { models, defaultModel: preferred ?? '', modelNames: modelNames(models) };
}

/** A built-in without a key answers with demo stand-ins; a connection of the file is always live. */
export const isDemo = (connection: Connection) => connection.builtIn !== undefined && !connection.apiKey;

/**
 * What each connection offers on this server: its models (from the environment or the connections
 * file, else as its models endpoint listed them, else a built-in's own list), what each model takes,
 * and the setting ranges on its kind's scale (docs/behaviour.md, Replies and providers).
 */
export function buildCatalogue(config: Config, listed: ListedModels = {}): Catalogue {
  const entry = (connection: Connection): ProviderCatalogue => {
    const list = modelList(connection, listed[connection.id]);
    return {
      id: connection.id,
      label: connection.label,
      kind: connection.kind,
      mode: isDemo(connection) ? 'demo' : 'live',
      ...list,
      capabilities: Object.fromEntries(list.models.map((model) => [model, capabilitiesOf(connection.kind, model)])),
      temperature: { ...KIND_TEMPERATURE_RANGES[connection.kind], default: DEFAULT_TEMPERATURE },
      maxTokens: {
        ...MAX_TOKENS_RANGE,
        sliderMin: MAX_TOKENS_SLIDER.min,
        sliderMax: MAX_TOKENS_SLIDER.max,
        sliderStep: MAX_TOKENS_SLIDER.step,
      },
    };
  };
  return Object.fromEntries(config.connections.map((connection) => [connection.id, entry(connection)])) as Catalogue;
}
