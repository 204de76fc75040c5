import { hashSessionToken, newSessionToken } from '#server/auth/session-tokens';
import type { Config } from '#server/config';
import type { Executor } from '#server/db/database';
import { insertSetupToken } from '#server/db/queries/setup-tokens';
import { anyAdminExists, type CreateUserInput } from '#server/db/queries/users';
import { SETUP_PARAM } from '#shared/setup-link';

/**
 * A public server without ADMIN_EMAIL and without an admin yet: a one-time link, for whoever reads
 * the start-up log, whose sign-up becomes the admin. Only the token's hash is stored; it lasts until used.
 */
export async function createSetupLink(db: Executor, config: Config): Promise<string | undefined> {
  if (config.admin.firstAdmin !== 'setup-link' || (await anyAdminExists(db))) return undefined;
  // The same 256 random bits and hash as a session token.
  const token = newSessionToken();
  await insertSetupToken(db, hashSessionToken(token));
  const link = new URL('/login', config.publicOrigin);
  link.searchParams.set(SETUP_PARAM, token);
  return link.href;
}

/** What a new account's sign-up may make of it: the first account's rights, or a setup link's. */
export function signUpAdminRights(
  config: Config,
  setup: string | undefined,
): Pick<CreateUserInput, 'firstBecomesAdmin' | 'setupTokenHash'> {
  return {
    firstBecomesAdmin: config.admin.firstAdmin === 'first-account',
    setupTokenHash: setup === undefined ? undefined : hashSessionToken(setup),
  };
}
