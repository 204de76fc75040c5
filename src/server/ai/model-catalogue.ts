import type { FastifyBaseLogger } from 'fastify';
import { buildCatalogue, type Catalogue, configuredModels } from '#server/ai/catalogue';
import { ModelDirectory } from '#server/ai/model-directory';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import type { Config } from '#server/config';
import { PROVIDERS, type Provider } from '#shared/constants';

export interface ModelCatalogueOptions {
  config: Config;
  providers: Record<Provider, ChatProvider>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock of the lists' ten minutes (tests move it). */
  now?: () => number;
}

/**
 * The catalogue as the providers have it now: a live provider's models come from its models
 * endpoint (ModelDirectory: cached, and never failing a read), unless the operator lists them in
 * OPENAI_MODELS / ANTHROPIC_MODELS, which win and spare the call. Demo providers offer the built-in
 * lists (docs/behaviour.md, Replies and providers).
 */
export class ModelCatalogue {
  private readonly directories: Partial<Record<Provider, ModelDirectory>> = {};

  constructor(private readonly options: ModelCatalogueOptions) {
    const { config, providers, log, now } = options;
    for (const provider of PROVIDERS) {
      const { listModels } = providers[provider];
      if (!listModels || configuredModels(config, provider).length > 0) continue;
      this.directories[provider] = new ModelDirectory({ provider, list: listModels, log, now });
    }
  }

  async current(): Promise<Catalogue> {
    const listed = await Promise.all(
      PROVIDERS.map(async (provider) => [provider, await this.directories[provider]?.models()] as const),
    );
    return buildCatalogue(this.options.config, Object.fromEntries(listed));
  }

  /** The provider no longer has a model the catalogue may still offer: ask it again soon. */
  expire(provider: Provider): void {
    this.directories[provider]?.expire();
  }
}
