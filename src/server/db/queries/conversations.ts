import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { type ConversationRow, conversations } from '#server/db/schema/conversations';

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
