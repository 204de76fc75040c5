import type { FastifyBaseLogger } from 'fastify';
import { buildCatalogue, type Catalogue } from '#server/ai/catalogue';
import { ModelDirectory } from '#server/ai/model-directory';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import type { Config } from '#server/config';

export interface ModelCatalogueOptions {
  config: Config;
  /** Each connection's provider, by connection id. */
  providers: Record<string, ChatProvider>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock of the lists' ten minutes (tests move it). */
  now?: () => number;
}

/**
 * The catalogue as the connections have it now: a live connection's models come from its models
 * endpoint (ModelDirectory: cached, and never failing a read), unless the operator lists them
 * (OPENAI_MODELS, a connection's `models`…), which win and spare the call. Demo providers offer the
 * built-in lists (docs/behaviour.md, Replies and providers).
 */
export class ModelCatalogue {
  private readonly directories = new Map<string, ModelDirectory>();

  constructor(private readonly options: ModelCatalogueOptions) {
    const { config, providers, log, now } = options;
    for (const connection of config.connections) {
      const listModels = providers[connection.id]?.listModels;
      if (!listModels || (connection.models ?? []).length > 0) continue;
      this.directories.set(connection.id, new ModelDirectory({ provider: connection.id, list: listModels, log, now }));
    }
  }

  async current(): Promise<Catalogue> {
    const listed = await Promise.all(
      [...this.directories].map(async ([id, directory]) => [id, await directory.models()] as const),
    );
    return buildCatalogue(this.options.config, Object.fromEntries(listed));
  }

  /** How the connection's last models call went; null when none was made (none is made for a fixed list). */
  lastListing(id: string): { at: Date; error: string | null } | null {
    return this.directories.get(id)?.lastOutcome() ?? null;
  }

  /** The connection no longer has a model the catalogue may still offer: ask it again soon. */
  expire(id: string): void {
    this.directories.get(id)?.expire();
  }
}
