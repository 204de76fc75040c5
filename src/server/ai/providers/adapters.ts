import type { Connection } from '#server/ai/connections/connection';
import { createAnthropicProvider } from '#server/ai/providers/anthropic';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import { createGeminiProvider } from '#server/ai/providers/gemini';
import { createOpenAiProvider } from '#server/ai/providers/openai';
import type { SdkProviderOptions } from '#server/ai/providers/streamed-completion';
import type { ConnectionKind } from '#shared/connection-kinds';

/** Each kind of endpoint's adapter: adding a kind adds one line here (docs/decisions/037-connections.md). */
const ADAPTERS: Record<ConnectionKind, (options: SdkProviderOptions & { kind: ConnectionKind }) => ChatProvider> = {
  openai: createOpenAiProvider,
  anthropic: createAnthropicProvider,
  gemini: createGeminiProvider,
  'openai-compatible': createOpenAiProvider,
};

// What the SDKs are given for a server that takes no key (Ollama, a local vLLM): they insist on one.
const NO_KEY = 'none';

/** The live adapter of a connection; a built-in without a key is the caller's to stand in for. */
export function createAdapter(connection: Connection, timeoutMs: number): ChatProvider {
  return ADAPTERS[connection.kind]({
    kind: connection.kind,
    apiKey: connection.apiKey ?? NO_KEY,
    baseURL: connection.baseUrl,
    timeoutMs,
  });
}
