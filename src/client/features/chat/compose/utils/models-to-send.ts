import { PROVIDERS, type Provider } from '#shared/constants';

/**
 * docs/behaviour.md, The API calls: the chosen models in a stable order, else the user's default model, else none.
 */
export function modelsToSend(chosen: readonly Provider[], defaultModel: Provider | null | undefined): Provider[] {
  if (chosen.length > 0) return PROVIDERS.filter((provider) => chosen.includes(provider));
  return defaultModel ? [defaultModel] : [];
}

/** Toggling a model adds it to or removes it from the chosen set. */
export function toggleModel(chosen: readonly Provider[], provider: Provider): Provider[] {
  return chosen.includes(provider) ? chosen.filter((item) => item !== provider) : [...chosen, provider];
}
