import Anthropic from '@anthropic-ai/sdk';
import type { MessageCreateParamsStreaming, RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import { toAnthropicMessages } from '#server/ai/providers/anthropic-content';
import { listAnthropicModels } from '#server/ai/providers/anthropic-models';
import type { ChatProvider, Completion, CompletionRequest } from '#server/ai/providers/chat-provider';
import {
  type SdkProviderOptions,
  type StreamedPiece,
  sdkErrorClassifier,
  streamCompletion,
} from '#server/ai/providers/streamed-completion';
import type { FinishReason } from '#shared/finish-reasons';

const classify = sdkErrorClassifier(Anthropic, (error) => {
  // An error event in the middle of a stream has no HTTP status of its own.
  const type = error.type ?? (error.error as { error?: { type?: string } } | undefined)?.error?.type ?? null;
  const status = error.status ?? (type === 'overloaded_error' ? 529 : 500);
  return { status, headers: error.headers, code: type, message: error.apiMessage ?? error.message };
});

const FINISHES: Partial<Record<string, FinishReason>> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  refusal: 'content-filter',
};

function read(event: RawMessageStreamEvent): StreamedPiece {
  // Its output count (1) is not the reply's: only message_delta's, at the end, is.
  if (event.type === 'message_start') return { usage: { inputTokens: event.message.usage.input_tokens } };
  if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') return { text: event.delta.text };
  if (event.type === 'message_delta') {
    const reason = event.delta.stop_reason;
    return {
      usage: { outputTokens: event.usage.output_tokens },
      finish: reason ? (FINISHES[reason] ?? 'other') : undefined,
    };
  }
  return {};
}

export function createAnthropicProvider(options: SdkProviderOptions): ChatProvider {
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
    return streamCompletion(request, options.timeoutMs, {
      open: (signal) => {
        const params: MessageCreateParamsStreaming = {
          model: request.model,
          max_tokens: request.maxTokens,
          ...(request.system ? { system: request.system } : {}),
          messages: toAnthropicMessages(request.messages),
          stream: true,
        };
        // The SDK's types no longer list temperature, but the Messages API takes it for these
        // models and the product lets people set it (docs/behaviour.md, Validation): it goes in the
        // body as the API documents it.
        const withTemperature = { ...params, temperature: request.temperature } as MessageCreateParamsStreaming;
        return client.messages.create(withTemperature, { signal });
      },
      read,
      classify,
    });
  }

  const listModels = (signal: AbortSignal) => listAnthropicModels(client, signal);
  return { mode: 'live', complete, listModels };
}
