import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '#server/auth/passwords';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { createUser, findUserByEmail, updateUser } from '#server/db/queries/users';
import { AppError } from '#server/errors';

/** ADMIN_EMAIL is always an admin; with ADMIN_PASSWORD its account is created when missing. */
export async function ensureAdminAccount(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const { email, password } = config.admin;
  if (!email) return;
  let existing = await findUserByEmail(db, email);
  if (!existing && password) {
    try {
      await createUser(db, {
        email,
        name: 'Administrator',
        password: await hashPassword(password, config.passwordHashCost),
        isAdmin: true,
      });
      log.info({ email }, 'created the admin account');
      return;
    } catch (error) {
      // Another process starting on the same database created it first.
      if (!(error instanceof AppError && error.code === 'email_taken')) throw error;
      existing = await findUserByEmail(db, email);
    }
  }
  if (!existing) {
    log.info({ email }, 'the admin account will be created at its first sign-in');
    return;
  }
  if (!existing.isAdmin) await updateUser(db, existing.id, { isAdmin: true });
}
