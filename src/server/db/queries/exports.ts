import { type AnyColumn, and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { type ConversationRow, conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { type ProjectRow, projects } from '#server/db/schema/projects';
import { type ReplyVoteRow, replyVotes } from '#server/db/schema/reply-votes';
import { type TurnJudgementRow, turnJudgements } from '#server/db/schema/turn-judgements';

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

// A conversation without a message is never exported: there is nothing in it to keep.
const hasMessages = (conversationId: AnyColumn) =>
  sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversationId})`;

export async function conversationHasMessages(db: Executor, conversationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .limit(1);
  return row !== undefined;
}

/** The next `limit` of the user's conversations with messages after the id `afterId`, in id order. */
export async function conversationsToExport(
  db: Executor,
  userId: number,
  afterId: number,
  limit: number,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), gt(conversations.id, afterId), hasMessages(conversations.id)))
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

/** A turn's place in (conversation, user message id) order: pages of votes and verdicts run by it. */
type TurnPosition = { conversationId: number; id: number };

/**
 * The next `limit` of the user's votes on turns of these conversations after a (conversation, turn)
 * position, by conversation and then turn (the user message's id).
 */
export async function votesToExport(
  db: Executor,
  userId: number,
  conversationIds: number[],
  after: TurnPosition,
  limit: number,
): Promise<({ vote: ReplyVoteRow } & TurnPosition)[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({ conversationId: messages.conversationId, id: messages.id, vote: replyVotes })
    .from(replyVotes)
    .innerJoin(messages, eq(messages.id, replyVotes.messageId))
    .where(and(eq(replyVotes.userId, userId), ofTurnsAfter(conversationIds, after, replyVotes.messageId)))
    .orderBy(asc(messages.conversationId), asc(replyVotes.messageId))
    .limit(limit);
}

/** As votesToExport, the judges' verdicts. */
export async function judgementsToExport(
  db: Executor,
  userId: number,
  conversationIds: number[],
  after: TurnPosition,
  limit: number,
): Promise<({ judgement: TurnJudgementRow } & TurnPosition)[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({ conversationId: messages.conversationId, id: messages.id, judgement: turnJudgements })
    .from(turnJudgements)
    .innerJoin(messages, eq(messages.id, turnJudgements.messageId))
    .where(and(eq(turnJudgements.userId, userId), ofTurnsAfter(conversationIds, after, turnJudgements.messageId)))
    .orderBy(asc(messages.conversationId), asc(turnJudgements.messageId))
    .limit(limit);
}

function ofTurnsAfter(conversationIds: number[], after: TurnPosition, messageId: AnyColumn) {
  return and(
    inArray(messages.conversationId, conversationIds),
    sql`(${messages.conversationId}, ${messageId}) > (${after.conversationId}, ${after.id})`,
  );
}
