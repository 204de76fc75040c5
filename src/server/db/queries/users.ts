import { randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/database';
import { isUniqueViolation } from '#server/db/database';
import { containsPattern } from '#server/db/queries/like-pattern';
import { spendSetupToken } from '#server/db/queries/setup-tokens';
import { type NewUserRow, type UserRow, users } from '#server/db/schema/users';
import { AppError } from '#server/errors';
import type { ModelSettings } from '#shared/api/chat';
import type { ErrorCode } from '#shared/errors';

// Any fixed number: serialises user creation so that exactly one first account (or setup link) makes an admin.
const CREATE_USER_LOCK_KEY = 727_002;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserByGoogleId(db: Executor, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId));
  return row;
}

function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 40);
  return cleaned.length >= 2 ? cleaned : 'user';
}

export interface CreateUserInput {
  email: string;
  name: string;
  password?: string;
  username?: string;
  isAdmin?: boolean;
  googleId?: string;
  /** The first account on an empty database becomes admin (a local server without ADMIN_EMAIL). */
  firstBecomesAdmin?: boolean;
  /** A setup link's token hash: spent with the creation, which makes an admin, or nothing is created. */
  setupTokenHash?: string | undefined;
  /**
   * Sign-up is closed (the admin's Settings): nothing is created, with this error, unless the account
   * becomes an admin (a setup link, the first account, ADMIN_EMAIL's own).
   */
  unlessAdmin?: ErrorCode | undefined;
}

export async function anyAdminExists(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return row !== undefined;
}

/** Creates a user, an admin when asked to or when `firstBecomesAdmin` or `setupTokenHash` say so. */
export async function createUser(db: Database, input: CreateUserInput): Promise<UserRow> {
  const base = input.username ?? usernameBase(input.email);
  for (let attempt = 0; attempt < 8; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomInt(10, 10 ** Math.min(2 + attempt, 6))}`;
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_USER_LOCK_KEY})`);
        let isAdmin = Boolean(input.isAdmin);
        if (input.setupTokenHash !== undefined) {
          if (!(await spendSetupToken(tx, input.setupTokenHash))) throw new AppError('setup_link_invalid');
          isAdmin = true;
        }
        if (!isAdmin && input.firstBecomesAdmin) {
          const [existing] = await tx.select({ total: count() }).from(users);
          isAdmin = existing?.total === 0;
        }
        if (!isAdmin && input.unlessAdmin) throw new AppError(input.unlessAdmin);
        const row: NewUserRow = {
          email: input.email.toLowerCase(),
          name: input.name,
          username,
          password: input.password ?? '',
          googleId: input.googleId ?? null,
          isAdmin,
          // Comparing is what the product is for: a new account starts with both sides (docs/behaviour.md, Preferences).
          askBoth: true,
        };
        const [created] = await tx.insert(users).values(row).returning();
        if (!created) throw new Error('insert returned no row');
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('email_taken');
      if (isUniqueViolation(error, 'users_google_id_unique')) throw new AppError('google_email_conflict');
      const usernameClash = isUniqueViolation(error, 'users_username_unique');
      if (usernameClash && input.username !== undefined) throw new AppError('username_taken');
      if (!usernameClash) throw error;
    }
  }
  throw new AppError('username_taken');
}

export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'email' | 'defaultModel' | 'askBoth' | 'blind' | 'isAdmin' | 'password'>
>;

export async function updateUser(db: Executor, id: number, patch: UserPatch): Promise<UserRow | undefined> {
  try {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('email_taken');
    throw error;
  }
}

/** Locks the user's row until the transaction ends: their concurrent writes of one kind go one after the other. */
export async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** lastActive moves at most once a minute per user, so that polling does not write on every call. */
export async function touchLastActive(db: Executor, id: number): Promise<void> {
  await db
    .update(users)
    .set({ lastActive: sql`now()` })
    .where(and(eq(users.id, id), or(isNull(users.lastActive), sql`${users.lastActive} < now() - interval '1 minute'`)));
}

export async function deleteUserById(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}

export interface ListUsersFilter {
  q?: string | undefined;
  role: 'all' | 'admin' | 'user';
  limit: number;
  offset: number;
}

export async function listUsers(db: Executor, filter: ListUsersFilter): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.username, pattern));
    if (match) conditions.push(match);
  }
  if (filter.role !== 'all') conditions.push(eq(users.isAdmin, filter.role === 'admin'));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findModelSettings(db: Executor, id: number): Promise<ModelSettings | null> {
  const [row] = await db.select({ modelSettings: users.modelSettings }).from(users).where(eq(users.id, id));
  return row?.modelSettings ?? null;
}

export async function saveModelSettings(db: Executor, id: number, settings: ModelSettings): Promise<void> {
  await db.update(users).set({ modelSettings: settings }).where(eq(users.id, id));
}
