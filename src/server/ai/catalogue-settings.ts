import type { Catalogue } from '#server/ai/catalogue';
import { AppError } from '#server/errors';
import type { ModelSettings } from '#shared/api/chat';
import { PROVIDERS, type Provider } from '#shared/constants';
import { modelNotOfferedMessage } from '#shared/errors';

/** Refuses settings that name a model this server does not offer, as POST /api/chat does. */
export function assertModelsOffered(catalogue: Catalogue, settings: ModelSettings): void {
  for (const provider of PROVIDERS) {
    const model = settings[provider]?.model;
    const { label, models } = catalogue[provider];
    if (model !== undefined && !models.includes(model)) {
      throw new AppError('validation_failed', modelNotOfferedMessage(label, model, models));
    }
  }
}

/**
 * Stored settings as the catalogue allows them today: a model the operator has since removed is
 * dropped (its default applies) rather than failing every chat request.
 */
export function withOfferedModels(catalogue: Catalogue, settings: ModelSettings): ModelSettings {
  const result: ModelSettings = {};
  for (const provider of PROVIDERS) {
    const chosen = settings[provider];
    if (!chosen) continue;
    const { model, ...rest } = chosen;
    result[provider] = model !== undefined && catalogue[provider].models.includes(model) ? chosen : rest;
  }
  return result;
}

/**
 * One provider's settings for a reply job: those chosen, else the catalogue's defaults. A model the
 * server does not offer is refused with the message that names the ones it does.
 */
export function resolveModelSettings(catalogue: Catalogue, provider: Provider, settings: ModelSettings | undefined) {
  const entry = catalogue[provider];
  const chosen = settings?.[provider];
  const model = chosen?.model ?? entry.defaultModel;
  if (!entry.models.includes(model)) {
    throw new AppError('validation_failed', modelNotOfferedMessage(entry.label, model, entry.models));
  }
  return {
    model,
    temperature: chosen?.temperature ?? entry.temperature.default,
    maxTokens: chosen?.maxTokens ?? entry.maxTokens.default,
  };
}
