import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { PasswordResetBody } from '#shared/api/auth';

/** Sets the password with the token of an admin's link; every session of the account ends, none starts. */
export function resetPassword(body: PasswordResetBody): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('POST', '/api/auth/password-reset', body);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Whoever is signed in in this browser may have been the account whose sessions just ended.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}

/** True when the server refused the link itself (expired, used or replaced): a new try cannot help. */
export function isInvalidLink(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown }).code === 'password_reset_link_invalid';
  } catch {
    return false;
  }
}
