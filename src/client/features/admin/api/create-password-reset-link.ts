import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import type { PasswordResetLink } from '#shared/api/admin-users';

/** A new link that sets the user's password; it replaces the user's older link, if any. */
export function createPasswordResetLink(userId: number): Promise<PasswordResetLink> {
  return sendJson<PasswordResetLink>('POST', `/api/admin/users/${userId}/password-reset`);
}

export function useCreatePasswordResetLink() {
  return useMutation({ mutationFn: createPasswordResetLink });
}
