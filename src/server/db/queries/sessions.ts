import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { touchLastActive } from '#server/db/queries/users';
import { type SessionRow, sessions } from '#server/db/schema/sessions';
import { type UserRow, users } from '#server/db/schema/users';

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | null },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  // A sign-in is activity: until the first one, lastActive stays null ("Never" in the admin list).
  await touchLastActive(db, values.userId);
  return row;
}

/** A session still live: not past its absolute expiry nor idle too long. */
const isLive = (idleMs: number) =>
  and(gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, new Date(Date.now() - idleMs)));

/** The live session for a token hash and its user. */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  idleMs: number,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isLive(idleMs)));
  return row;
}

/** Those of the token hashes whose session is live: one statement for many. */
export async function liveSessionHashes(db: Executor, tokenHashes: string[], idleMs: number): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), isLive(idleMs)));
  return new Set(rows.map((row) => row.tokenHash));
}

/** How often a session's last use and its user's last activity are written, at most. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Written at most once a minute, so that polling does not write on every call. */
export async function touchSession(db: Executor, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`));
}

export async function deleteSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteOtherSessions(db: Executor, userId: number, keepId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

export async function deleteExpiredSessions(db: Executor, idleMs: number): Promise<number> {
  const idleCutoff = new Date(Date.now() - idleMs);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.id });
  return deleted.length;
}
