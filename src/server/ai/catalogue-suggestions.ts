import type { ModelCatalogue } from '#server/ai/model-catalogue';
import { ProviderFailure } from '#server/ai/provider-failure';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import type { ProviderCatalogue } from '#shared/api/models';

/** A model the catalogue offers in place of `missing`: its default, else its first; named for people. */
export function alternativeTo(entry: ProviderCatalogue, missing: string): string | undefined {
  const model = [entry.defaultModel, ...entry.models].find((candidate) => candidate !== missing);
  if (model === undefined) return undefined;
  const name = entry.modelNames[model];
  return name && name !== model ? `${name} (${model})` : model;
}

/**
 * The provider, but a model it no longer has fails with a listed model to choose instead: the
 * catalogue lists again first (the model has likely been retired), so the suggestion is current.
 */
export function suggestingAlternatives(id: string, provider: ChatProvider, catalogue: ModelCatalogue): ChatProvider {
  return {
    ...provider,
    async complete(request) {
      try {
        return await provider.complete(request);
      } catch (error) {
        if (!(error instanceof ProviderFailure) || error.kind !== 'model_not_found') throw error;
        catalogue.expire(id);
        const entry = (await catalogue.current())[id];
        const suggestion = entry && alternativeTo(entry, request.model);
        throw new ProviderFailure('model_not_found', error.message, { status: error.status, suggestion });
      }
    },
  };
}
