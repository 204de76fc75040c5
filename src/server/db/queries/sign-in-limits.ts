import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { signInLimits as limits } from '#server/db/schema/sign-in-limits';
import { after, msUntil, span } from '#server/db/sql-clock';

const expired = sql`${limits.expiresAt} <= now()`;

/** Counts one call in a fixed window: this call's number in it, and how long the window still runs. */
export async function countCall(db: Executor, key: string, windowMs: number) {
  const [row] = await db
    .insert(limits)
    .values({ key, count: 1, expiresAt: after(windowMs) })
    .onConflictDoUpdate({
      target: limits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${limits.count} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${limits.expiresAt} end`,
      },
    })
    .returning({ count: limits.count, retryAfterMs: msUntil(limits.expiresAt) });
  return row ?? { count: 1, retryAfterMs: windowMs };
}

export interface BackOff {
  /** Failures allowed before each further attempt must wait. */
  freeFailures: number;
  /** The first wait, doubled with each further failure up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** How long failures are remembered after the last wait ends. */
  memoryMs: number;
}

function waits({ freeFailures, baseMs, maxMs, memoryMs }: BackOff) {
  const blockedAfter = (failures: SQL) =>
    sql`case when ${failures} >= ${freeFailures} then ${after(
      sql`least(${maxMs}, ${baseMs} * power(2, least(${failures} - ${freeFailures}, 30)))`,
    )} end`;
  const forgottenAfter = (failures: SQL) => sql`coalesce(${blockedAfter(failures)}, now()) + ${span(memoryMs)}`;
  return { blockedAfter, forgottenAfter };
}

/**
 * Records an attempt as a failure before it is checked (`forgetAttempts` undoes that on success),
 * so that parallel attempts cannot all slip through one gap. Refused while an earlier failure's
 * wait runs: then nothing is recorded, and the answer is how long is left.
 */
export async function claimAttempt(db: Executor, key: string, backOff: BackOff) {
  const { blockedAfter, forgottenAfter } = waits(backOff);
  const failures = sql`case when ${expired} then 1 else ${limits.count} + 1 end`;
  const claimed = await db
    .insert(limits)
    .values({ key, count: 1, blockedUntil: blockedAfter(sql`1`), expiresAt: forgottenAfter(sql`1`) })
    .onConflictDoUpdate({
      target: limits.key,
      set: { count: failures, blockedUntil: blockedAfter(failures), expiresAt: forgottenAfter(failures) },
      setWhere: sql`${expired} or ${limits.blockedUntil} is null or ${limits.blockedUntil} <= now()`,
    })
    .returning({ key: limits.key });
  if (claimed.length > 0) return { allowed: true as const };
  const [row] = await db
    .select({ retryAfterMs: msUntil(sql`${limits.blockedUntil}`) })
    .from(limits)
    .where(eq(limits.key, key));
  return { allowed: false as const, retryAfterMs: row?.retryAfterMs ?? backOff.baseMs };
}

/** A claimed attempt failed: its wait runs from now, not from before the (slow) password check. */
export async function restartWait(db: Executor, key: string, backOff: BackOff): Promise<void> {
  const { blockedAfter, forgottenAfter } = waits(backOff);
  const failures = sql`${limits.count}`;
  await db
    .update(limits)
    .set({ blockedUntil: blockedAfter(failures), expiresAt: forgottenAfter(failures) })
    .where(eq(limits.key, key));
}

export async function forgetAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(limits).where(eq(limits.key, key));
}

export async function deleteExpiredSignInLimits(db: Executor): Promise<number> {
  const deleted = await db.delete(limits).where(lt(limits.expiresAt, sql`now()`)).returning({ key: limits.key });
  return deleted.length;
}
