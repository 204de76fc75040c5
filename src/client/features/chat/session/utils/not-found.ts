import { ApiError } from '#client/lib/api-client';

/** The messages could not be read because the server knows no such conversation of this user. */
export function isConversationNotFound(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError && cause.status === 404;
}
