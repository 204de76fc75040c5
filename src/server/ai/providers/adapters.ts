import type { Connection } from '#server/ai/connections/connection';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import type { SdkProviderOptions } from '#server/ai/providers/streamed-completion';
import type { ConnectionKind } from '#shared/connection-kinds';

type CreateAdapter = (options: SdkProviderOptions & { kind: ConnectionKind }) => ChatProvider;

/**
 * Each kind of endpoint's adapter: adding a kind adds one line here (docs/decisions/037-connections.md).
 * Each is imported on its first call: loading the three SDKs was half of what loading the server
 * cost (decision 048), and a connection that is never asked, or a server without keys, never needs
 * its SDK.
 */
const ADAPTERS: Record<ConnectionKind, () => Promise<CreateAdapter>> = {
  openai: async () => (await import('#server/ai/providers/openai')).createOpenAiProvider,
  anthropic: async () => (await import('#server/ai/providers/anthropic')).createAnthropicProvider,
  gemini: async () => (await import('#server/ai/providers/gemini')).createGeminiProvider,
  'openai-compatible': async () => (await import('#server/ai/providers/openai')).createOpenAiProvider,
};

// What the SDKs are given for a server that takes no key (Ollama, a local vLLM): they insist on one.
const NO_KEY = 'none';

/** The live adapter of a connection; a built-in without a key is the caller's to stand in for. */
export function createAdapter(connection: Connection, timeoutMs: number): ChatProvider {
  let adapter: Promise<ChatProvider> | undefined;
  const load = () => {
    adapter ??= ADAPTERS[connection.kind]().then((create) =>
      create({ kind: connection.kind, apiKey: connection.apiKey ?? NO_KEY, baseURL: connection.baseUrl, timeoutMs }),
    );
    return adapter;
  };
  return {
    mode: 'live',
    complete: async (request) => (await load()).complete(request),
    listModels: async (signal) => (await load()).listModels?.(signal) ?? [],
  };
}
