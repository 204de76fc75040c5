import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '#server/auth/passwords';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { createUser, findUserByEmail, updateUser } from '#server/db/queries/users';

/** ADMIN_EMAIL is always an admin; with ADMIN_PASSWORD its account is created when missing. */
export async function ensureAdminAccount(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const { email, password } = config.admin;
  if (!email) return;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!existing.isAdmin) await updateUser(db, existing.id, { isAdmin: true });
    return;
  }
  if (!password) {
    log.info({ email }, 'the admin account will be created at its first sign-in');
    return;
  }
  await createUser(db, { email, name: 'Administrator', password: await hashPassword(password), isAdmin: true });
  log.info({ email }, 'created the admin account');
}
