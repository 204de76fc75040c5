import { and, desc, eq, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { reusableQuery } from '#server/db/reusable-query';
import { messages } from '#server/db/schema/messages';

// Enough turns for any budget the prompt builder keeps; it trims further by size.
const HISTORY_LIMIT = 400;

/**
 * The latest messages before the user message `upToId` answers, and that message, oldest first, for
 * building a prompt: user messages up to it, and the shown (active) version of each reply to an
 * earlier one, wherever a regenerate put its id. buildThread puts replies in their turns.
 */
export async function recentHistory(db: Executor, conversationId: number, upToId: number) {
  const rows = await history(db, { conversationId, upToId });
  return rows.reverse();
}

// Every reply reads one.
const history = reusableQuery((db) =>
  db
    .select({
      id: messages.id,
      sender: messages.sender,
      side: messages.side,
      content: messages.content,
      error: messages.error,
      stopped: messages.stopped,
      replyTo: messages.replyTo,
      active: messages.active,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('conversationId')),
        or(
          and(eq(messages.sender, 'user'), lte(messages.id, sql.placeholder('upToId'))),
          // Older replies may have no reply_to: their own id places them.
          and(
            ne(messages.sender, 'user'),
            eq(messages.active, true),
            lt(sql`coalesce(${messages.replyTo}, ${messages.id})`, sql.placeholder('upToId')),
          ),
        ),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(HISTORY_LIMIT),
);
