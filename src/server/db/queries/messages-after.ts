import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { countThatFit, type ReadBudget } from '#server/read-budget';

/** A message's id and the bytes of its text, read without the text itself. */
export interface MessageSize {
  id: number;
  jobId: number | null;
  bytes: number;
}

/**
 * Sizes are read first, and the text only of the messages that fit: a huge message never leaves
 * the database unless it is sent.
 */
export const sizeColumns = {
  id: messages.id,
  jobId: messages.jobId,
  bytes: sql<number>`octet_length(${messages.content})`.mapWith(Number),
};

/** The messages with these ids, oldest first. */
export async function messagesByIds(db: Executor, ids: readonly number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(inArray(messages.id, [...ids]))
    .orderBy(asc(messages.id));
}

/**
 * The oldest messages after an id in the caller's own conversation, on the branch shown, that fit in the budget (at least
 * one), in two indexed statements: sizes, then the rows. Undefined when the conversation is not the
 * caller's (or is gone).
 */
export async function listMessagesAfter(
  db: Executor,
  userId: number,
  conversationId: number,
  afterId: number,
  budget: ReadBudget,
): Promise<MessageRow[] | undefined> {
  const found = await db
    .select({ conversationId: conversations.id, size: sizeColumns })
    .from(conversations)
    .leftJoin(
      messages,
      and(eq(messages.conversationId, conversations.id), gt(messages.id, afterId), eq(messages.onPath, true)),
    )
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .orderBy(asc(messages.id))
    .limit(budget.maxMessages);
  if (found.length === 0) return undefined;
  const sizes = found.flatMap((row) => (row.size ? [row.size] : []));
  return messagesByIds(
    db,
    sizes.slice(0, countThatFit(sizes, budget)).map((size) => size.id),
  );
}

/**
 * What a live channel resuming after `afterId` may lack: newer messages, the replies of jobs it
 * was following, and anything stored in the last moments (ids are taken before commit, so a
 * message can become visible after one with a higher id). The client drops what it already has.
 * Sizes only, oldest first, at most `limit`.
 */
export async function resumeSizes(
  db: Executor,
  conversationId: number,
  { afterId, jobIds, overlapMs, limit }: { afterId: number; jobIds: number[]; overlapMs: number; limit: number },
): Promise<MessageSize[]> {
  const since = sql`now() - make_interval(secs => ${overlapMs / 1000})`;
  const lacking: SQL[] = [gt(messages.id, afterId), gt(messages.createdAt, since)];
  if (jobIds.length > 0) lacking.push(inArray(messages.jobId, jobIds));
  return db
    .select(sizeColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.onPath, true), or(...lacking)))
    .orderBy(asc(messages.id))
    .limit(limit);
}

/** Those of `jobIds` whose reply is stored in the conversation: they are no longer in progress. */
export async function storedJobIds(db: Executor, conversationId: number, jobIds: number[]): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({ jobId: messages.jobId })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), inArray(messages.jobId, jobIds)));
  return rows.flatMap((row) => (row.jobId === null ? [] : [row.jobId]));
}
