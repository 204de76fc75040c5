import { failureFromHttpError, type HttpErrorFacts, ProviderFailure } from '#server/ai/provider-failure';
import { callWithTimeout } from '#server/ai/providers/call-with-timeout';
import type { Completion, CompletionRequest } from '#server/ai/providers/chat-provider';
import type { FinishReason } from '#shared/finish-reasons';

/** What a live provider is made with. */
export interface SdkProviderOptions {
  apiKey: string;
  baseURL?: string | undefined;
  timeoutMs: number;
}

/** What one event of a provider's stream holds for the reply: a piece of text, token counts, both or neither. */
export interface StreamedPiece {
  text?: string;
  usage?: { inputTokens?: number; outputTokens?: number };
  /** Why the model ended, in the event that says so. */
  finish?: FinishReason;
}

/** What a provider adds to streamCompletion: how its SDK is asked, and how its events and errors read. */
export interface ProviderStream<Event> {
  /** The SDK's streaming request; `signal` ends it at a stop or at the deadline. */
  open(signal: AbortSignal): Promise<AsyncIterable<Event>>;
  read(event: Event): StreamedPiece;
  classify(error: unknown): ProviderFailure;
}

/**
 * One provider call streamed to its end under the reply's deadline (callWithTimeout): each piece of
 * text and each count passed on as it arrives, the whole answer returned, an answer without text a
 * failure. The same for every provider: each says only what differs (ProviderStream).
 */
export function streamCompletion<Event>(
  request: CompletionRequest,
  timeoutMs: number,
  provider: ProviderStream<Event>,
): Promise<Completion> {
  return callWithTimeout(
    request.signal,
    timeoutMs,
    async (signal) => {
      const stream = await provider.open(signal);
      let text = '';
      let inputTokens: number | null = null;
      let outputTokens: number | null = null;
      let finishReason: FinishReason | null = null;
      for await (const event of stream) {
        const piece = provider.read(event);
        finishReason = piece.finish ?? finishReason;
        if (piece.text !== undefined) {
          text += piece.text;
          request.onText?.(piece.text);
        }
        if (piece.usage) {
          inputTokens = piece.usage.inputTokens ?? inputTokens;
          outputTokens = piece.usage.outputTokens ?? outputTokens;
          request.onUsage?.(piece.usage);
        }
      }
      // The SDKs end an aborted stream quietly: what came is not the whole answer (a stop, the deadline).
      signal.throwIfAborted();
      if (!text.trim()) throw new ProviderFailure('empty', 'the answer had no text');
      return { text, inputTokens, outputTokens, finishReason };
    },
    provider.classify,
  );
}

/** The error classes OpenAI's and Anthropic's SDKs both have, one deriving from the next. */
interface SdkErrors<ApiError extends Error> {
  APIConnectionTimeoutError: new (...args: never) => Error;
  APIConnectionError: new (...args: never) => Error;
  APIError: new (...args: never) => ApiError;
}

/** Reads an SDK's errors as failures: its HTTP errors as `httpError` puts them, anything else as unreachable. */
export function sdkErrorClassifier<ApiError extends Error>(
  errors: SdkErrors<ApiError>,
  httpError: (error: ApiError) => HttpErrorFacts,
): (error: unknown) => ProviderFailure {
  return (error) => {
    if (error instanceof errors.APIConnectionTimeoutError) return new ProviderFailure('timeout', error.message);
    if (error instanceof errors.APIConnectionError) return new ProviderFailure('unreachable', error.message);
    if (error instanceof errors.APIError) return failureFromHttpError(httpError(error));
    return new ProviderFailure('unreachable', error instanceof Error ? error.message : String(error));
  };
}
