import type { FastifyBaseLogger } from 'fastify';
import { isDemo } from '#server/ai/catalogue';
import { suggestingAlternatives } from '#server/ai/catalogue-suggestions';
import { ModelCatalogue } from '#server/ai/model-catalogue';
import { createAdapter } from '#server/ai/providers/adapters';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import { createDemoProvider } from '#server/ai/providers/demo';
import type { Config } from '#server/config';
import type { Provider } from '#shared/constants';

export interface Providers {
  /** Each connection's provider, by connection id; SPEC's pair is always there. */
  providers: Record<Provider, ChatProvider> & Partial<Record<string, ChatProvider>>;
  /** What they offer, asked of them (see ModelCatalogue). */
  catalogue: ModelCatalogue;
}

/**
 * A live client for each connection, a demo stand-in for each built-in without a key, and the
 * catalogue of their models; a model a connection no longer has fails with one the catalogue offers
 * instead.
 */
export function createProviders(config: Config, log: Pick<FastifyBaseLogger, 'warn'>, now?: () => number): Providers {
  const { providerTimeoutMs: timeoutMs, demoDelayMs } = config.replies;
  const clients = Object.fromEntries(
    config.connections.map((connection) => [
      connection.id,
      isDemo(connection) ? createDemoProvider(connection, demoDelayMs) : createAdapter(connection, timeoutMs),
    ]),
  );
  const catalogue = new ModelCatalogue({ config, providers: clients, log, now });
  const providers = Object.fromEntries(
    Object.entries(clients).map(([id, client]) => [id, suggestingAlternatives(id, client, catalogue)]),
  ) as Providers['providers'];
  return { providers, catalogue };
}
