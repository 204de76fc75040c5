import { ApiError } from '#client/lib/api-client';

/**
 * "Failed to send message" (SPEC §8): the server's response text, else the fallback; a thrown
 * value that is not an Error has nothing to say: "Unknown error".
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || error.body || fallback;
  if (error instanceof Error) return error.message || fallback;
  return 'Unknown error';
}
