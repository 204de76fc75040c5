import { ApiError, FinishReason, type GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { type FailureKind, failureFromHttpError, ProviderFailure } from '#server/ai/provider-failure';
import type { ChatProvider, Completion, CompletionRequest } from '#server/ai/providers/chat-provider';
import { toGeminiContents } from '#server/ai/providers/gemini-content';
import { listGeminiModels } from '#server/ai/providers/gemini-models';
import {
  type SdkProviderOptions,
  type StreamedPiece,
  streamCompletion,
} from '#server/ai/providers/streamed-completion';
import type { FinishReason as EndReason } from '#shared/finish-reasons';

// The SDK's own default, given so that GOOGLE_GEMINI_BASE_URL in the environment cannot move it.
const GEMINI_API = 'https://generativelanguage.googleapis.com/';

type GoogleDetail = { '@type'?: string; retryDelay?: string; reason?: string; violations?: { quotaId?: string }[] };
type GoogleErrorBody = { message?: string; status?: string; details?: GoogleDetail[] };

/** Google's error body, which the SDK puts in ApiError's message as JSON (mid-stream after "got status: …. "). */
function googleErrorOf(error: ApiError): GoogleErrorBody {
  try {
    return (JSON.parse(error.message.slice(error.message.indexOf('{'))) as { error?: GoogleErrorBody }).error ?? {};
  } catch {
    return {};
  }
}

const rekind = (kind: FailureKind, { message, status, retryAfterMs }: ProviderFailure) =>
  new ProviderFailure(kind, message, { status, retryAfterMs });

function classifyApiError(error: ApiError): ProviderFailure {
  const body = googleErrorOf(error);
  const detail = (type: string) => body.details?.find((item) => item['@type']?.endsWith(`google.rpc.${type}`));
  // RetryInfo's delay ("37s") is Google's retry-after.
  const delaySeconds = Number.parseFloat(detail('RetryInfo')?.retryDelay ?? '');
  const headers =
    delaySeconds > 0 ? new Headers({ 'retry-after-ms': String(Math.ceil(delaySeconds * 1000)) }) : undefined;
  const failure = failureFromHttpError({
    status: error.status,
    headers,
    code: body.status,
    message: body.message ?? error.message,
  });
  // A wrong key is a 400 INVALID_ARGUMENT whose reason says so.
  if (detail('ErrorInfo')?.reason === 'API_KEY_INVALID') return rekind('auth', failure);
  // Every 429 says "You exceeded your current quota": a per-minute one passes, a daily one does not.
  const quotas = detail('QuotaFailure')?.violations ?? [];
  if (failure.kind === 'quota' && quotas.length > 0 && !quotas.some((quota) => /PerDay/i.test(quota.quotaId ?? ''))) {
    return rekind('rate_limited', failure);
  }
  // 503 UNAVAILABLE is Google's "The model is overloaded"; 504 DEADLINE_EXCEEDED, its own deadline.
  if (error.status === 503) return rekind('overloaded', failure);
  if (error.status === 504) return rekind('timeout', failure);
  return failure;
}

function classify(error: unknown): ProviderFailure {
  if (error instanceof ApiError) return classifyApiError(error);
  const { name, message, cause } = error instanceof Error ? error : new Error(String(error));
  // Neither a stop nor our deadline (callWithTimeout reads those first): the SDK's own timer.
  if (name === 'AbortError') return new ProviderFailure('timeout', message);
  // fetch's "fetch failed" says why only in its cause (ECONNRESET, ECONNREFUSED…).
  return new ProviderFailure('unreachable', cause instanceof Error ? `${message}: ${cause.message}` : message);
}

// Thought summaries (sent only when asked for) are not the answer.
const textOf = (chunk: GenerateContentResponse) =>
  (chunk.candidates?.[0]?.content?.parts ?? []).map((part) => (part.thought ? '' : (part.text ?? ''))).join('');

const FINISHES: Partial<Record<string, EndReason>> = {
  [FinishReason.STOP]: 'stop',
  [FinishReason.MAX_TOKENS]: 'length',
  [FinishReason.SAFETY]: 'content-filter',
  [FinishReason.RECITATION]: 'content-filter',
  [FinishReason.BLOCKLIST]: 'content-filter',
  [FinishReason.PROHIBITED_CONTENT]: 'content-filter',
  [FinishReason.SPII]: 'content-filter',
  [FinishReason.IMAGE_SAFETY]: 'content-filter',
};

function read(chunk: GenerateContentResponse): StreamedPiece {
  const usage = chunk.usageMetadata;
  const finished = chunk.candidates?.[0]?.finishReason;
  // The counts are the call's so far. Thinking is billed as output, so it counts with the answer.
  const output = [usage?.candidatesTokenCount, usage?.thoughtsTokenCount].filter((count) => count !== undefined);
  return {
    text: textOf(chunk) || undefined,
    usage: usage && {
      ...(usage.promptTokenCount !== undefined ? { inputTokens: usage.promptTokenCount } : {}),
      ...(output.length > 0 ? { outputTokens: output.reduce((sum, count) => sum + count, 0) } : {}),
    },
    finish: finished ? (FINISHES[finished] ?? 'other') : undefined,
  };
}

/** Why Gemini ended without text, when it says: a blocked prompt, a stopped answer, max tokens spent thinking. */
function endedWithoutText({ promptFeedback, candidates }: GenerateContentResponse): string | undefined {
  if (promptFeedback?.blockReason) return `the prompt was blocked (${promptFeedback.blockReason})`;
  const reason = candidates?.[0]?.finishReason;
  if (reason === FinishReason.MAX_TOKENS) return 'max tokens ran out before any text (thinking counts toward them)';
  if (reason && reason !== FinishReason.STOP) return `the answer was stopped before any text (${reason})`;
  return undefined;
}

/** The SDK's chunks, then a clear failure when the answer ended without text for a reason Gemini gave. */
async function* endingClearly(chunks: AsyncIterable<GenerateContentResponse>) {
  let wrote = false;
  let why: string | undefined;
  for await (const chunk of chunks) {
    yield chunk;
    wrote ||= textOf(chunk).trim() !== '';
    why = endedWithoutText(chunk) ?? why;
  }
  if (!wrote && why) throw new ProviderFailure('rejected', why);
}

/** Google's Gemini Developer API (kind gemini), through its SDK with an API key. */
export function createGeminiProvider(options: SdkProviderOptions): ChatProvider {
  // Everything explicit, so that no GOOGLE_* or GEMINI_* variable of the process changes where or
  // how it asks. The SDK retries only when given httpOptions.retryOptions: retries are ours
  // (with-retries.ts). Its automatic continuation stays on: it goes on with one answer that Gemini
  // ends with a continuation token (its per-request limit), and never asks again after a refusal.
  // The SDK's timeout covers the whole stream, like our deadline.
  const ai = new GoogleGenAI({
    apiKey: options.apiKey,
    vertexai: false,
    httpOptions: { baseUrl: options.baseURL ?? GEMINI_API, timeout: options.timeoutMs },
  });

  async function complete(request: CompletionRequest): Promise<Completion> {
    return streamCompletion(request, options.timeoutMs, {
      open: async (signal) =>
        endingClearly(
          await ai.models.generateContentStream({
            model: request.model,
            contents: toGeminiContents(request.messages),
            config: {
              ...(request.system ? { systemInstruction: request.system } : {}),
              temperature: request.temperature,
              maxOutputTokens: request.maxTokens,
              abortSignal: signal,
            },
          }),
        ),
      read,
      classify,
    });
  }

  const listModels = (signal: AbortSignal) => listGeminiModels(ai, signal);
  return { mode: 'live', complete, listModels };
}
