import type { FastifyBaseLogger } from 'fastify';
import { suggestingAlternatives } from '#server/ai/catalogue-suggestions';
import { ModelCatalogue } from '#server/ai/model-catalogue';
import { createAnthropicProvider } from '#server/ai/providers/anthropic';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import { createDemoProvider } from '#server/ai/providers/demo';
import { createOpenAiProvider } from '#server/ai/providers/openai';
import type { Config } from '#server/config';
import type { Provider } from '#shared/constants';

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
  const { openai, anthropic } = config;
  const clients: Record<Provider, ChatProvider> = {
    openai: openai.apiKey
      ? createOpenAiProvider({ apiKey: openai.apiKey, baseURL: openai.baseURL, timeoutMs })
      : createDemoProvider('openai', demoDelayMs),
    claude: anthropic.apiKey
      ? createAnthropicProvider({ apiKey: anthropic.apiKey, baseURL: anthropic.baseURL, timeoutMs })
      : createDemoProvider('claude', demoDelayMs),
  };
  const catalogue = new ModelCatalogue({ config, providers: clients, log, now });
  return {
    providers: {
      openai: suggestingAlternatives(clients.openai, catalogue),
      claude: suggestingAlternatives(clients.claude, catalogue),
    },
    catalogue,
  };
}
