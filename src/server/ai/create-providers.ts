import type { FastifyBaseLogger } from 'fastify';
import { suggestingAlternatives } from '#server/ai/catalogue-suggestions';
import { connectionOf } from '#server/ai/connections/connection';
import { ModelCatalogue } from '#server/ai/model-catalogue';
import { createAdapter } from '#server/ai/providers/adapters';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import { createDemoProvider } from '#server/ai/providers/demo';
import type { Config } from '#server/config';
import { PROVIDERS, type Provider } from '#shared/constants';

export interface Providers {
  providers: Record<Provider, ChatProvider>;
  /** What they offer, asked of them (see ModelCatalogue). */
  catalogue: ModelCatalogue;
}

/**
 * A live client for each provider with a key, a demo stand-in for each without, and the catalogue
 * of their models; a model a provider no longer has fails with one the catalogue offers instead.
 */
export function createProviders(config: Config, log: Pick<FastifyBaseLogger, 'warn'>, now?: () => number): Providers {
  const { providerTimeoutMs: timeoutMs, demoDelayMs } = config.replies;
  const client = (provider: Provider): ChatProvider => {
    const connection = connectionOf(config, provider);
    return connection.apiKey ? createAdapter(connection, timeoutMs) : createDemoProvider(provider, demoDelayMs);
  };
  const clients = Object.fromEntries(PROVIDERS.map((provider) => [provider, client(provider)])) as Record<
    Provider,
    ChatProvider
  >;
  const catalogue = new ModelCatalogue({ config, providers: clients, log, now });
  const providers = Object.fromEntries(
    PROVIDERS.map((provider) => [provider, suggestingAlternatives(provider, clients[provider], catalogue)]),
  ) as Record<Provider, ChatProvider>;
  return { providers, catalogue };
}
