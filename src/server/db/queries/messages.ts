import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages } from '#server/db/schema/messages';

export async function listMessages(db: Executor, conversationId: number): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
}

export async function insertUserMessage(db: Executor, conversationId: number, content: string): Promise<MessageRow> {
  const [row] = await db.insert(messages).values({ conversationId, content, sender: 'user' }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The messages after an id in the caller's own conversation, in one indexed query: every open tab
 * calls this every second. Undefined when the conversation is not the caller's (or is gone).
 */
export async function listMessagesAfter(
  db: Executor,
  userId: number,
  conversationId: number,
  afterId: number,
): Promise<MessageRow[] | undefined> {
  const rows = await db
    .select({ conversationId: conversations.id, message: messages })
    .from(conversations)
    .leftJoin(messages, and(eq(messages.conversationId, conversations.id), gt(messages.id, afterId)))
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .orderBy(asc(messages.id));
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.message ? [row.message] : []));
}

// Enough turns for any budget the prompt builder keeps; it trims further by size.
const HISTORY_LIMIT = 400;

/** The latest messages up to and including `upToId`, oldest first, for building a prompt. */
export async function recentHistory(db: Executor, conversationId: number, upToId: number) {
  const rows = await db
    .select({ id: messages.id, sender: messages.sender, content: messages.content, error: messages.error })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), lte(messages.id, upToId)))
    .orderBy(desc(messages.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse();
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/**
 * What a live channel resuming after `afterId` may lack: newer messages, the replies of jobs it
 * was following, and anything stored in the last moments (ids are taken before commit, so a
 * message can become visible after one with a higher id). The client drops what it already has.
 */
export async function listMessagesForResume(
  db: Executor,
  conversationId: number,
  afterId: number,
  jobIds: number[],
  overlapMs: number,
): Promise<MessageRow[]> {
  const since = sql`now() - make_interval(secs => ${overlapMs / 1000})`;
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        or(
          gt(messages.id, afterId),
          gt(messages.createdAt, since),
          jobIds.length > 0 ? inArray(messages.jobId, jobIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(messages.id));
}
