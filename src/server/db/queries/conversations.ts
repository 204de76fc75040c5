import { and, desc, eq, getTableColumns, inArray, lt, max, not, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { reusableQuery } from '#server/db/reusable-query';
import { type ConversationRow, conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';
import type { ConnectionId } from '#shared/connection-id';
import { conversationTitleFrom, hasDateSuffix, isAutomaticTitle } from '#shared/conversation-title';

/** The conversation has a message (without one it is empty: decision 049); for statements on conversations. */
export const hasMessages = sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id})`;
const noMessages = not(hasMessages);

/** Each with `empty`: it has no message yet. */
export async function listConversations(
  db: Executor,
  userId: number,
): Promise<(ConversationRow & { empty: boolean })[]> {
  return db
    .select({ ...getTableColumns(conversations), empty: sql<boolean>`${noMessages}` })
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

/**
 * Deletes those of `ids` that still have no message. Call it with the rows locked (for update): a
 * first message stored meanwhile either waits for this delete, and then finds its conversation gone,
 * or was committed before the lock was taken, and this statement, which reads afresh, sees it. A
 * conversation with a message is never deleted. Their ids; an empty one holds no file (files belong
 * to messages), so none need removing.
 */
async function deleteStillEmpty(tx: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const deleted = await tx
    .delete(conversations)
    .where(and(inArray(conversations.id, ids), noMessages))
    .returning({ id: conversations.id });
  return deleted.map((row) => row.id);
}

/**
 * Every conversation of the user without a message, deleted (decision 049): what a new one takes
 * the place of. In a transaction that has locked the user's row, so that creations never overlap.
 */
export async function deleteEmptyConversations(tx: Executor, userId: number): Promise<number[]> {
  const empty = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), noMessages))
    .for('update');
  return deleteStillEmpty(
    tx,
    empty.map((row) => row.id),
  );
}

/**
 * The user's conversation deleted if it has no message, in a transaction (see deleteStillEmpty);
 * undefined when it is not theirs, or gone.
 */
export async function discardIfEmpty(tx: Executor, userId: number, id: number): Promise<boolean | undefined> {
  const [own] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .for('update');
  if (!own) return undefined;
  return (await deleteStillEmpty(tx, [id])).length > 0;
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
