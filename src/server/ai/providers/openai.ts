import OpenAI from 'openai';
import { failureFromHttpError, ProviderFailure } from '#server/ai/provider-failure';
import { callWithTimeout } from '#server/ai/providers/call-with-timeout';
import type { ChatProvider, Completion, CompletionRequest } from '#server/ai/providers/chat-provider';
import { toOpenAiMessages } from '#server/ai/providers/openai-content';
import { isOpenAiItself, listOpenAiModels } from '#server/ai/providers/openai-models';
import { capabilitiesOf } from '#shared/model-capabilities';

function classify(error: unknown): ProviderFailure {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ProviderFailure('timeout', error.message);
  if (error instanceof OpenAI.APIConnectionError) return new ProviderFailure('unreachable', error.message);
  if (error instanceof OpenAI.APIError) {
    // An error event in the middle of a stream has no HTTP status: it is OpenAI's own failure
    // (read by its code or type, default a server error), not a network one.
    return failureFromHttpError({
      status: error.status ?? 500,
      headers: error.headers,
      code: error.code ?? error.type,
      message: error.message,
    });
  }
  return new ProviderFailure('unreachable', error instanceof Error ? error.message : String(error));
}

export function createOpenAiProvider(options: {
  apiKey: string;
  baseURL?: string | undefined;
  timeoutMs: number;
}): ChatProvider {
  // Retries are ours (with-retries.ts): the SDK's would multiply them.
  // organization and project: null, so that the SDK never picks them up from the process environment.
  const client = new OpenAI({
    apiKey: options.apiKey,
    organization: null,
    project: null,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs,
  });

  async function complete(request: CompletionRequest): Promise<Completion> {
    return callWithTimeout(
      request.signal,
      options.timeoutMs,
      async (signal) => {
        const stream = await client.chat.completions.create(
          {
            model: request.model,
            // Reasoning models refuse a temperature, and count their output (reasoning included) in
            // max_completion_tokens; compatible servers may know only max_tokens, so others keep it.
            ...(capabilitiesOf('openai', request.model).reasoning
              ? { max_completion_tokens: request.maxTokens }
              : { temperature: request.temperature, max_tokens: request.maxTokens }),
            messages: [
              ...(request.system ? [{ role: 'system' as const, content: request.system }] : []),
              ...toOpenAiMessages(request.messages),
            ],
            stream: true,
            stream_options: { include_usage: true },
          },
          { signal },
        );
        let text = '';
        let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content ?? '';
          text += piece;
          if (piece) request.onText?.(piece);
          if (chunk.usage) {
            usage = chunk.usage;
            request.onUsage?.({ inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens });
          }
        }
        // The SDK ends an aborted stream quietly: what came is not the whole answer (a stop, the deadline).
        signal.throwIfAborted();
        if (!text.trim()) throw new ProviderFailure('empty', 'the answer had no text');
        return { text, inputTokens: usage?.prompt_tokens ?? null, outputTokens: usage?.completion_tokens ?? null };
      },
      classify,
    );
  }

  const openAiItself = isOpenAiItself(options.baseURL);
  const listModels = (signal: AbortSignal) => listOpenAiModels(client, { openAiItself, signal });
  return { id: 'openai', mode: 'live', complete, listModels };
}
