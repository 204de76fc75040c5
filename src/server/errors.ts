import { type ErrorCode, errorCatalogue } from '#shared/errors';

/** An error meant for the caller: its code picks the status; the message defaults to the catalogue's. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message?: string, headers: Record<string, string> = {}) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.headers = headers;
  }
}

/** Retry-After in whole seconds, at least one: a client that waits that long finds room again. */
export function retryAfterHeader(ms: number): { 'retry-after': string } {
  return { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) };
}
