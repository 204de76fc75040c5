import { and, desc, eq, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { reusableQuery } from '#server/db/reusable-query';
import { type ConversationRow, conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';
import type { ConnectionId } from '#shared/connection-id';
import { conversationTitleFrom, hasDateSuffix, isAutomaticTitle } from '#shared/conversation-title';

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
  values: { userId: number; title: string; projectId: number | null; providers?: ConnectionId[] },
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

export async function renameConversation(
  db: Executor,
  userId: number,
  id: number,
  title: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ title, updatedAt: sql`now()` })
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning();
  return row;
}

async function projectName(db: Executor, projectId: number | null): Promise<string | null> {
  if (projectId === null) return null;
  const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  return row?.name ?? null;
}

/**
 * A conversation that still carries an automatic title ("New Conversation", "Chat {date}", "{project}
 * {date}") is titled by its first message, as one started by a message is. Call it once that message
 * is stored: a conversation with messages before it keeps its title.
 */
export async function retitleFromFirstMessage(
  db: Executor,
  conversation: Pick<ConversationRow, 'id' | 'title' | 'projectId'>,
  message: { id: number; content: string },
) {
  const { id, title, projectId } = conversation;
  // Most titles are told apart by their text alone; only a dated one in a project needs its name.
  const automatic =
    isAutomaticTitle(title) || (hasDateSuffix(title) && isAutomaticTitle(title, await projectName(db, projectId)));
  if (!automatic) return;
  const [earlier] = await earlierMessage(db, { id, messageId: message.id });
  if (earlier) return;
  await db
    .update(conversations)
    .set({ title: conversationTitleFrom(message.content) })
    .where(eq(conversations.id, id));
}

const earlierMessage = reusableQuery((db) =>
  db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, sql.placeholder('id')), lt(messages.id, sql.placeholder('messageId'))))
    .limit(1),
);

/** Its messages go with it (foreign key cascade). */
export async function deleteConversation(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id });
  return deleted.length > 0;
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
