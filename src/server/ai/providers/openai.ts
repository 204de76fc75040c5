import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { ChatProvider, Completion, CompletionRequest } from '#server/ai/providers/chat-provider';
import { toOpenAiMessages } from '#server/ai/providers/openai-content';
import { isOpenAiItself, listOpenAiModels } from '#server/ai/providers/openai-models';
import {
  type SdkProviderOptions,
  type StreamedPiece,
  sdkErrorClassifier,
  streamCompletion,
} from '#server/ai/providers/streamed-completion';
import type { ConnectionKind } from '#shared/connection-kinds';
import type { FinishReason } from '#shared/finish-reasons';
import { capabilitiesOf } from '#shared/model-capabilities';

// An error event in the middle of a stream has no HTTP status: it is OpenAI's own failure (read by
// its code or type, default a server error), not a network one.
const classify = sdkErrorClassifier(OpenAI, (error) => ({
  status: error.status ?? 500,
  headers: error.headers,
  code: error.code ?? error.type,
  message: error.message,
}));

const FINISHES: Partial<Record<string, FinishReason>> = {
  stop: 'stop',
  length: 'length',
  content_filter: 'content-filter',
};

function read({ choices, usage }: ChatCompletionChunk): StreamedPiece {
  const finished = choices[0]?.finish_reason;
  return {
    // Chunks with no text (the role, the usage at the end) pass none on.
    text: choices[0]?.delta?.content || undefined,
    usage: usage ? { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens } : undefined,
    finish: finished ? (FINISHES[finished] ?? 'other') : undefined,
  };
}

/** OpenAI's own API (kind openai), or a server that speaks its Chat Completions (openai-compatible). */
export function createOpenAiProvider(options: SdkProviderOptions & { kind: ConnectionKind }): ChatProvider {
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
    return streamCompletion(request, options.timeoutMs, {
      open: (signal) =>
        client.chat.completions.create(
          {
            model: request.model,
            // Reasoning models refuse a temperature, and count their output (reasoning included) in
            // max_completion_tokens; compatible servers may know only max_tokens, so others keep it.
            ...(capabilitiesOf(options.kind, request.model).reasoning
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
        ),
      read,
      classify,
    });
  }

  const openAiItself = options.kind === 'openai' && isOpenAiItself(options.baseURL);
  const listModels = (signal: AbortSignal) => listOpenAiModels(client, { openAiItself, signal });
  return { mode: 'live', complete, listModels };
}
