import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages } from '#server/db/schema/messages';

/** Every message of a conversation, oldest first. */
export async function listMessages(db: Executor, conversationId: number): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** A message in one of the user's own conversations; undefined for another user's, as for a missing one. */
export async function findOwnMessage(db: Executor, userId: number, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), eq(conversations.userId, userId)));
  return row?.message;
}
