import type { FastifyInstance } from 'fastify';
import { hashPassword } from '#server/auth/passwords';
import { hashSessionToken, newSessionToken } from '#server/auth/session-tokens';
import {
  deleteSessionsOfUser,
  spendPasswordResetToken,
  upsertPasswordResetToken,
} from '#server/db/queries/password-reset-tokens';
import { updateUser } from '#server/db/queries/users';
import { AppError } from '#server/errors';

/** Long enough to pass a link on the next working day, short enough that a forgotten one dies. */
export const PASSWORD_RESET_LINK_MS = 24 * 60 * 60 * 1000;

/**
 * A link that sets the user's password, for the admin to pass on (there is no e-mail to send it by).
 * Only the token's hash is stored, and a new link replaces the user's older one.
 */
export async function createPasswordResetLink(
  app: FastifyInstance,
  userId: number,
): Promise<{ url: string; expiresAt: Date }> {
  // The same 256 random bits and hash as a session token.
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_LINK_MS);
  await upsertPasswordResetToken(app.db, { tokenHash: hashSessionToken(token), userId, expiresAt });
  // The web app's reset page (src/client/config/paths.ts), which sends the token back in a body.
  const url = new URL('/reset-password', app.config.publicOrigin);
  url.searchParams.set('token', token);
  return { url: url.href, expiresAt };
}

/**
 * Spends the link and sets its user's password, ending every session of theirs in the same
 * transaction: whoever had the account is out, and the user signs in afresh with the new password.
 */
export async function resetPasswordWithLink(app: FastifyInstance, token: string, password: string): Promise<void> {
  // Hashed before the transaction: scrypt must not hold a connection while it works.
  const hashed = await hashPassword(password, app.config.passwordHashCost);
  const userId = await app.db.transaction(async (tx) => {
    const owner = await spendPasswordResetToken(tx, hashSessionToken(token));
    if (owner === undefined) throw new AppError('password_reset_link_invalid');
    await updateUser(tx, owner, { password: hashed });
    await deleteSessionsOfUser(tx, owner);
    return owner;
  });
  // Every process stops honouring the ended sessions at once.
  await app.live.userChanged(userId);
}
