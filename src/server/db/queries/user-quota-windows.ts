import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { reusableQuery } from '#server/db/reusable-query';
import { type QuotaKind, userQuotaWindows as windows } from '#server/db/schema/user-quota-windows';
import { after, msUntil } from '#server/db/sql-clock';

/** The window has passed: the next call starts a new one. */
export const expired = sql`${windows.expiresAt} <= now()`;

/** The conflict update that counts one more call: in a new window when the last has passed. */
export const countOneMore = {
  count: sql`case when ${expired} then 1 else ${windows.count} + 1 end`,
  expiresAt: sql`case when ${expired} then excluded.expires_at else ${windows.expiresAt} end`,
};

/**
 * Counts one call of a user in a fixed window, in one statement, so that parallel calls in any
 * process each get their own number: this call's number in the window, and how long it still runs.
 */
export async function countUserCall(db: Executor, userId: number, kind: QuotaKind, windowMs: number) {
  const [row] = await countCall(db, { userId, kind, windowMs });
  return row ?? { count: 1, retryAfterMs: windowMs };
}

// Every send counts one: built once.
const countCall = reusableQuery((db) =>
  db
    .insert(windows)
    .values({
      userId: sql.placeholder('userId'),
      kind: sql.placeholder('kind'),
      count: 1,
      expiresAt: after(sql`${sql.placeholder('windowMs')}`),
    })
    .onConflictDoUpdate({
      target: [windows.userId, windows.kind],
      set: countOneMore,
    })
    .returning({ count: windows.count, retryAfterMs: msUntil(windows.expiresAt) }),
);
