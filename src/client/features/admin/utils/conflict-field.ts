import { ApiError } from '#client/lib/api-client';

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
