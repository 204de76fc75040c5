import { ApiError } from '#client/lib/api-client';

/** What a dialog shows for a failed call: the server's own message when it gave one (e.g. e-mail taken). */
export function serverErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/** The form field a conflict belongs to, so that the message shows under it. */
export function conflictField(error: unknown): 'email' | 'username' | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    const { code } = JSON.parse(error.body) as { code?: unknown };
    if (code === 'email_taken') return 'email';
    if (code === 'username_taken') return 'username';
  } catch {
    // Not our JSON error shape: the message shows above the buttons instead.
  }
  return undefined;
}
