import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { type ConversationRow, conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';

export async function listConversations(db: Executor, userId: number): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
}

export async function findConversation(db: Executor, userId: number, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  return row;
}

export async function insertConversation(
  db: Executor,
  values: { userId: number; title: string; projectId: number | null },
): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setConversationProject(
  db: Executor,
  userId: number,
  id: number,
  projectId: number | null,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ projectId })
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning();
  return row;
}

/** Its messages go with it (foreign key cascade). */
export async function deleteConversation(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id });
  return deleted.length > 0;
}

export async function touchConversation(db: Executor, id: number): Promise<void> {
  await db.update(conversations).set({ updatedAt: sql`now()` }).where(eq(conversations.id, id));
}

/** Who owns a conversation and its newest message id: what a poll with nothing new needs. */
export async function conversationHead(
  db: Executor,
  id: number,
): Promise<{ userId: number; lastMessageId: number } | undefined> {
  const [row] = await db
    .select({ userId: conversations.userId, lastMessageId: max(messages.id) })
    .from(conversations)
    .leftJoin(messages, eq(messages.conversationId, conversations.id))
    .where(eq(conversations.id, id))
    .groupBy(conversations.id);
  return row ? { userId: row.userId, lastMessageId: row.lastMessageId ?? 0 } : undefined;
}
