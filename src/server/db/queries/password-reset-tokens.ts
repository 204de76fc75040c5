import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { passwordResetTokens } from '#server/db/schema/password-reset-tokens';
import { sessions } from '#server/db/schema/sessions';

/** Stores the user's link, replacing any older one: only the newest link an admin copied works. */
export async function upsertPasswordResetToken(
  db: Executor,
  values: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insert(passwordResetTokens)
    .values(values)
    .onConflictDoUpdate({
      target: passwordResetTokens.userId,
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: sql`now()` },
    });
}

/**
 * The user whose unexpired link this was, the link gone with it; undefined for an unknown, used,
 * replaced or expired one. One statement: two requests with the same link cannot both spend it.
 */
export async function spendPasswordResetToken(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Every session of the user, wherever it was signed in: a reset password locks out whoever had one. */
export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
