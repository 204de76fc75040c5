import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { findMessage } from '#server/db/queries/messages';
import { reusableQuery } from '#server/db/reusable-query';
import { conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages } from '#server/db/schema/messages';

/**
 * findOwnMessage, locking the message's conversation until the transaction ends. Whatever asks for,
 * stores, chooses or removes replies in a conversation takes this lock first (finishReplyJob too),
 * so that they go one at a time: a job removed by an edit is not stored after it, two regenerates
 * do not both start, and only one version of a reply is ever active.
 */
export async function lockOwnMessage(tx: Executor, userId: number, id: number): Promise<MessageRow | undefined> {
  const [owned] = await tx
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), eq(conversations.userId, userId)))
    .for('update', { of: conversations });
  // Read again once locked: the change the lock waited for (an edit) may have removed or changed it.
  return owned ? findMessage(tx, id) : undefined;
}

// Every reply's finish takes it.
const conversationLock = reusableQuery((db) =>
  db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, sql.placeholder('id')))
    .for('update'),
);

/** Takes the lock lockOwnMessage takes; false when the conversation is gone. */
export async function lockConversation(tx: Executor, conversationId: number): Promise<boolean> {
  const rows = await conversationLock(tx, { id: conversationId });
  return rows.length > 0;
}
