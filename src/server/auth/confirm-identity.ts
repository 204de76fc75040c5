import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyPassword } from '#server/auth/passwords';
import type { UserRow } from '#server/db/schema/users';
import { AppError } from '#server/errors';

/** How recent the sign-in of an account without a password must be for it to change its e-mail. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Before a change that could hand the account to someone else (its e-mail address), proof that
 * the owner is at the keyboard and not just their session: the current password, or, for an
 * account that has none (Google only), a sign-in made a few minutes ago.
 */
export async function confirmIdentity(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  if (user.password === '') {
    const signedInAt = request.auth?.session.createdAt.getTime() ?? 0;
    if (Date.now() - signedInAt > RECENT_SIGN_IN_MS) throw new AppError('recent_sign_in_required');
    return;
  }
  if (!currentPassword) throw new AppError('current_password_required');
  // Each guess counts against the client's sign-in limit, as a guess at the sign-in form would.
  await app.signInLimits.perIp(request);
  if (!(await verifyPassword(currentPassword, user.password, app.config.passwordHashCost)))
    throw new AppError('current_password_incorrect');
}
