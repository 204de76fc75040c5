import type { GoogleIdentity } from '#server/auth/google';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { createUser, findUserByEmail, findUserByGoogleId } from '#server/db/queries/users';
import type { UserRow } from '#server/db/schema/users';
import { AppError } from '#server/errors';

/**
 * Users are keyed by Google's `sub`. An existing account with the same e-mail is never taken
 * over: whoever controls a Google account must not gain someone's password account by it.
 */
export async function findOrCreateGoogleUser(db: Database, config: Config, identity: GoogleIdentity): Promise<UserRow> {
  const existing = await findUserByGoogleId(db, identity.sub);
  if (existing) return existing;
  if (await findUserByEmail(db, identity.email)) throw new AppError('google_email_conflict');
  const fallbackName = identity.email.split('@')[0] ?? 'User';
  return createUser(db, {
    email: identity.email,
    name: (identity.name ?? fallbackName).slice(0, 100),
    googleId: identity.sub,
    isAdmin: identity.email === config.admin.email,
  });
}
