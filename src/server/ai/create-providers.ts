import { createAnthropicProvider } from '#server/ai/providers/anthropic';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import { createDemoProvider } from '#server/ai/providers/demo';
import { createOpenAiProvider } from '#server/ai/providers/openai';
import type { Config } from '#server/config';
import type { Provider } from '#shared/constants';

/** A live client for each provider with a key; a demo stand-in for each without. */
export function createProviders(config: Config): Record<Provider, ChatProvider> {
  const { providerTimeoutMs: timeoutMs, demoDelayMs } = config.replies;
  const { openai, anthropic } = config;
  return {
    openai: openai.apiKey
      ? createOpenAiProvider({ apiKey: openai.apiKey, baseURL: openai.baseURL, timeoutMs })
      : createDemoProvider('openai', demoDelayMs),
    claude: anthropic.apiKey
      ? createAnthropicProvider({ apiKey: anthropic.apiKey, baseURL: anthropic.baseURL, timeoutMs })
      : createDemoProvider('claude', demoDelayMs),
  };
}
