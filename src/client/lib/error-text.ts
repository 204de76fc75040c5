import { ApiError } from '#client/lib/api-client';

/**
 * What a place says when a failure has nothing to say, or what was thrown is not an Error
 * (docs/behaviour.md, Errors and their texts). A place with words of its own ("Failed to send
 * message") gives them as the fallback instead.
 */
export const FALLBACK_TEXTS = {
  unknown: 'Unknown error',
  tryAgain: 'Something went wrong. Please try again.',
  googleLogin: 'Could not log in with Google. Please try again.',
} as const;

/**
 * Which of a failure's texts a place shows (docs/behaviour.md, Errors and their texts). The
 * server's message is the `error` or `message` field of the API's JSON error; the error's message
 * is "{status}: {body}" for an API error, "Failed to fetch" when no answer came.
 * - `server`: the server's message, else the fallback;
 * - `server-or-body`: the server's message, else the answer's text as it came; the error's message
 *   when no answer came; "Unknown error" for a thrown value that is not an Error ("Failed to send message");
 * - `server-or-error`: the server's message, else the error's message;
 * - `error`: the error's message.
 */
export type ErrorReading = 'server' | 'server-or-body' | 'server-or-error' | 'error';

const READINGS: Record<ErrorReading, (error: Error) => string | undefined> = {
  server: (error) => (error instanceof ApiError ? error.serverMessage : undefined),
  'server-or-body': (error) => (error instanceof ApiError ? error.serverMessage || error.body : error.message),
  'server-or-error': (error) => (error instanceof ApiError && error.serverMessage) || error.message,
  error: (error) => error.message,
};

/** The text a person is shown for a failure: what `reading` finds in it, else the fallback. */
export function errorText(error: unknown, reading: ErrorReading, fallback: string = FALLBACK_TEXTS.unknown): string {
  if (!(error instanceof Error)) return reading === 'server-or-body' ? FALLBACK_TEXTS.unknown : fallback;
  return READINGS[reading](error) || fallback;
}
