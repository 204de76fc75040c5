import { ApiError } from '#client/lib/api-client';

/** SPEC §8 "Update failed" / "Password change failed": the server's message, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
