import type { GoogleIdentity } from '#server/auth/google';
import { signUpAdminRights } from '#server/auth/setup-link';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { createUser, findUserByEmail, findUserByGoogleId } from '#server/db/queries/users';
import type { UserRow } from '#server/db/schema/users';
import { AppError } from '#server/errors';

/**
 * Users are keyed by Google's `sub`. An existing account with the same e-mail is never taken
 * over: whoever controls a Google account must not gain someone's password account by it. With
 * sign-up closed (`signUpOpen` false), an unknown Google account makes an account only as an admin.
 */
export async function findOrCreateGoogleUser(
  db: Database,
  config: Config,
  identity: GoogleIdentity,
  { setup, signUpOpen }: { setup: string | undefined; signUpOpen: boolean },
): Promise<UserRow> {
  const existing = await findUserByGoogleId(db, identity.sub);
  if (existing) return existing;
  if (await findUserByEmail(db, identity.email)) throw new AppError('google_email_conflict');
  const fallbackName = identity.email.split('@')[0] ?? 'User';
  return createUser(db, {
    email: identity.email,
    name: displayName(identity.name ?? fallbackName),
    googleId: identity.sub,
    isAdmin: identity.email === config.admin.email,
    ...signUpAdminRights(config, setup),
    unlessAdmin: signUpOpen ? undefined : 'google_sign_up_closed',
  });
}

/** Google's name as ours: no control characters (PostgreSQL refuses NUL), cut at 100 whole code points. */
function displayName(name: string): string {
  const cleaned = Array.from(name.replace(/[\p{Cc}\p{Cs}]/gu, '').trim())
    .slice(0, 100)
    .join('');
  return cleaned || 'User';
}
