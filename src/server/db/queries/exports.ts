import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { type ConversationRow, conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { type ProjectRow, projects } from '#server/db/schema/projects';

/**
 * What an export reads, in the order the file lists it: oldest first, ids breaking ties, so that an
 * import (which keeps the dates and hands out ids in file order) exports again in the same order.
 */

/** The user's projects. */
export async function projectsToExport(db: Executor, userId: number): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(asc(projects.createdAt), asc(projects.id));
}

/** The next `limit` of the user's conversations after the id `afterId`, in id order. */
export async function conversationsToExport(
  db: Executor,
  userId: number,
  afterId: number,
  limit: number,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), gt(conversations.id, afterId)))
    .orderBy(asc(conversations.id))
    .limit(limit);
}

/**
 * The next `limit` messages of these conversations after a (conversation, message) position, by
 * conversation and then id: the conversations' messages one after the other, a page at a time.
 */
export async function messagesToExport(
  db: Executor,
  conversationIds: number[],
  after: { conversationId: number; id: number },
  limit: number,
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        sql`(${messages.conversationId}, ${messages.id}) > (${after.conversationId}, ${after.id})`,
      ),
    )
    .orderBy(asc(messages.conversationId), asc(messages.id))
    .limit(limit);
}
