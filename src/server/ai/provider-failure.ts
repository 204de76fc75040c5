export type FailureKind =
  | 'auth'
  | 'quota'
  | 'rate_limited'
  | 'overloaded'
  | 'server_error'
  | 'timeout'
  | 'unreachable'
  | 'rejected'
  /** Refused because of an attached file: too large, not a readable image or PDF. */
  | 'file_rejected'
  | 'model_not_found'
  | 'empty'
  | 'interrupted';

const RETRYABLE: ReadonlySet<FailureKind> = new Set([
  'rate_limited',
  'overloaded',
  'server_error',
  'timeout',
  'unreachable',
]);

/** A provider call that failed, classified so that the worker knows whether to try again and what to tell. */
export class ProviderFailure extends Error {
  readonly kind: FailureKind;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly status: number | undefined;
  /** For model_not_found: a model the catalogue offers instead, as the error reply names it. */
  readonly suggestion: string | undefined;

  constructor(
    kind: FailureKind,
    detail: string,
    options: { retryAfterMs?: number; status?: number; suggestion?: string } = {},
  ) {
    super(detail);
    this.name = 'ProviderFailure';
    this.kind = kind;
    this.retryable = RETRYABLE.has(kind);
    this.retryAfterMs = options.retryAfterMs;
    this.status = options.status;
    this.suggestion = options.suggestion;
  }
}

/** Milliseconds from `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
export function retryAfterFrom(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export interface HttpErrorFacts {
  status: number;
  headers: Headers | undefined;
  /** The provider's machine-readable error code or type, e.g. insufficient_quota, overloaded_error. */
  code: string | null | undefined;
  message: string;
}

const SPEND_LIMIT = /insufficient_quota|billing|credit balance|spend(ing)? limit|quota/i;
// "Could not process image", "messages.0.content.1.image.source.base64: image exceeds 5 MB maximum",
// "The PDF specified was not valid", "Invalid file data: 'file_data'…", "invalid_image_format".
const FILE_PROBLEM = /\b(image|images|pdf|document|file|file_data|media_type)\b|_image|image_/i;

/** One reading of HTTP errors for both providers: their SDKs report them in the same shape. */
export function failureFromHttpError({ status, headers, code, message }: HttpErrorFacts): ProviderFailure {
  const options = { status, retryAfterMs: retryAfterFrom(headers) };
  // The OpenAI SDK's messages start with the status ("400 Invalid image."): the reply says it in words.
  const detail = message.replace(new RegExp(`^${status}\\s+`), '').slice(0, 500);
  if (status === 401 || status === 403) return new ProviderFailure('auth', detail, options);
  // Anthropic reports a too-low credit balance as a 400 invalid_request_error: only its message tells.
  if (
    status === 402 ||
    SPEND_LIMIT.test(code ?? '') ||
    ((status === 400 || status === 429) && SPEND_LIMIT.test(message))
  ) {
    return new ProviderFailure('quota', detail, options);
  }
  if (status === 429) return new ProviderFailure('rate_limited', detail, options);
  if (status === 529 || code === 'overloaded_error') return new ProviderFailure('overloaded', detail, options);
  if (status === 408) return new ProviderFailure('timeout', detail, options);
  if (status === 404) return new ProviderFailure('model_not_found', detail, options);
  if (status >= 500) return new ProviderFailure('server_error', detail, options);
  if ([400, 413, 422].includes(status) && (FILE_PROBLEM.test(message) || FILE_PROBLEM.test(code ?? ''))) {
    return new ProviderFailure('file_rejected', detail, options);
  }
  return new ProviderFailure('rejected', detail, options);
}
