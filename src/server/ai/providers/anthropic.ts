import Anthropic from '@anthropic-ai/sdk';
import type { MessageCreateParamsStreaming } from '@anthropic-ai/sdk/resources/messages';
import { failureFromHttpError, ProviderFailure } from '#server/ai/provider-failure';
import { toAnthropicMessages } from '#server/ai/providers/anthropic-content';
import { listAnthropicModels } from '#server/ai/providers/anthropic-models';
import { callWithTimeout } from '#server/ai/providers/call-with-timeout';
import type { ChatProvider, Completion, CompletionRequest } from '#server/ai/providers/chat-provider';

function classify(error: unknown): ProviderFailure {
  if (error instanceof Anthropic.APIConnectionTimeoutError) return new ProviderFailure('timeout', error.message);
  if (error instanceof Anthropic.APIConnectionError) return new ProviderFailure('unreachable', error.message);
  if (error instanceof Anthropic.APIError) {
    // An error event in the middle of a stream has no HTTP status of its own.
    const type = error.type ?? (error.error as { error?: { type?: string } } | undefined)?.error?.type ?? null;
    const status = error.status ?? (type === 'overloaded_error' ? 529 : 500);
    return failureFromHttpError({
      status,
      headers: error.headers,
      code: type,
      message: error.apiMessage ?? error.message,
    });
  }
  return new ProviderFailure('unreachable', error instanceof Error ? error.message : String(error));
}

export function createAnthropicProvider(options: {
  apiKey: string;
  baseURL?: string | undefined;
  timeoutMs: number;
}): ChatProvider {
  // Retries are ours (with-retries.ts): the SDK's would multiply them.
  // authToken: null, so that the SDK never picks up a token from the process environment.
  const client = new Anthropic({
    apiKey: options.apiKey,
    authToken: null,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs,
  });

  async function complete(request: CompletionRequest): Promise<Completion> {
    return callWithTimeout(
      request.signal,
      options.timeoutMs,
      async (signal) => {
        const params: MessageCreateParamsStreaming = {
          model: request.model,
          max_tokens: request.maxTokens,
          ...(request.system ? { system: request.system } : {}),
          messages: toAnthropicMessages(request.messages),
          stream: true,
        };
        // The SDK's types no longer list temperature, but the Messages API takes it for these models
        // and the product lets people set it (SPEC §5): it goes in the body as the API documents it.
        const withTemperature = { ...params, temperature: request.temperature } as MessageCreateParamsStreaming;
        const stream = await client.messages.create(withTemperature, { signal });
        let text = '';
        let inputTokens: number | null = null;
        let outputTokens: number | null = null;
        for await (const event of stream) {
          // Its output count (1) is not the reply's: only message_delta's, at the end, is.
          if (event.type === 'message_start') {
            inputTokens = event.message.usage.input_tokens;
            request.onUsage?.({ inputTokens });
          }
          if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
            text += event.delta.text;
            request.onText?.(event.delta.text);
          }
          if (event.type === 'message_delta') {
            outputTokens = event.usage.output_tokens;
            request.onUsage?.({ outputTokens });
          }
        }
        // The SDK ends an aborted stream quietly: what came is not the whole answer (a stop, the deadline).
        signal.throwIfAborted();
        if (!text.trim()) throw new ProviderFailure('empty', 'the answer had no text');
        return { text, inputTokens, outputTokens };
      },
      classify,
    );
  }

  const listModels = (signal: AbortSignal) => listAnthropicModels(client, signal);
  return { id: 'claude', mode: 'live', complete, listModels };
}
