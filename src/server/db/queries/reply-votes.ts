import { type AnyColumn, and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { type ReplyVoteRow, replyVotes } from '#server/db/schema/reply-votes';
import type { ConnectionId } from '#shared/connection-id';
import { SIDES, type Side } from '#shared/sides';

export interface TurnReply {
  /** The reply version shown. */
  id: number;
  provider: ConnectionId;
  side: Side;
  model: string;
  /** Written by the demo stand-in: no model answered. */
  demo: boolean;
}

/**
 * The successful replies to the user's own message `messageId` as the turn shows them, one per
 * side (the active version), side a first, or undefined when there is no such message of theirs.
 */
export async function findTurnReplies(
  db: Executor,
  userId: number,
  messageId: number,
): Promise<TurnReply[] | undefined> {
  const [turn] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), eq(messages.sender, 'user'), eq(conversations.userId, userId)));
  if (!turn) return undefined;
  const rows = await db
    .select({
      id: messages.id,
      provider: replyJobs.provider,
      side: replyJobs.side,
      model: messages.model,
      demo: replyJobs.demo,
    })
    .from(replyJobs)
    .innerJoin(messages, eq(messages.id, replyJobs.replyMessageId))
    .where(and(eq(replyJobs.userMessageId, messageId), eq(messages.error, false), eq(messages.active, true)))
    .orderBy(desc(messages.id));
  const newest = new Map<Side, TurnReply>();
  // A fused reply (decision 054) answers for no side: never voted on, judged or fused again.
  for (const { side, ...row } of rows) {
    if (side && !newest.has(side)) newest.set(side, { ...row, side, model: row.model ?? '' });
  }
  return SIDES.flatMap((side) => newest.get(side) ?? []);
}

export async function saveVote(
  db: Executor,
  vote: Pick<ReplyVoteRow, 'userId' | 'messageId' | 'choice' | 'blind'> & { left: TurnReply; right: TurnReply },
): Promise<ReplyVoteRow> {
  const values = {
    choice: vote.choice,
    blind: vote.blind,
    leftProvider: vote.left.provider,
    leftModel: vote.left.model,
    leftReplyId: vote.left.id,
    rightProvider: vote.right.provider,
    rightModel: vote.right.model,
    rightReplyId: vote.right.id,
  };
  const [row] = await db
    .insert(replyVotes)
    .values({ userId: vote.userId, messageId: vote.messageId, ...values })
    .onConflictDoUpdate({ target: replyVotes.messageId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('the vote was not saved');
  return row;
}

export async function deleteVote(db: Executor, userId: number, messageId: number): Promise<boolean> {
  const deleted = await db
    .delete(replyVotes)
    .where(and(eq(replyVotes.userId, userId), eq(replyVotes.messageId, messageId)))
    .returning({ id: replyVotes.id });
  return deleted.length > 0;
}

/**
 * Whether a vote counts (decision 040): it judges the reply versions shown now, or its conversation
 * is gone (the scoreboard keeps what was judged). A regenerate, a version chosen or an edit since
 * withdraws it until the judged versions are shown again.
 */
const shownNow = (replyId: AnyColumn) =>
  sql`exists (select 1 from ${messages} where ${messages.id} = ${replyId} and ${messages.active})`;
export const voteCounted = sql<boolean>`(${replyVotes.messageId} is null or (${shownNow(replyVotes.leftReplyId)} and ${shownNow(replyVotes.rightReplyId)}))`;

export async function listConversationVotes(
  db: Executor,
  userId: number,
  conversationId: number,
): Promise<{ vote: ReplyVoteRow; counted: boolean }[]> {
  return db
    .select({ vote: replyVotes, counted: voteCounted })
    .from(replyVotes)
    .innerJoin(messages, eq(messages.id, replyVotes.messageId))
    .where(and(eq(replyVotes.userId, userId), eq(messages.conversationId, conversationId)))
    .orderBy(replyVotes.messageId);
}

export interface PairTally {
  leftProvider: string;
  leftModel: string;
  rightProvider: string;
  rightModel: string;
  leftWins: number;
  rightWins: number;
  ties: number;
  bothBad: number;
}

const countOf = (choice: string) =>
  sql<number>`count(*) filter (where ${replyVotes.choice} = ${choice})`.mapWith(Number);

/** A vote tally's columns, grouped by `pairGroup`. */
export const pairTally = {
  leftProvider: replyVotes.leftProvider,
  leftModel: replyVotes.leftModel,
  rightProvider: replyVotes.rightProvider,
  rightModel: replyVotes.rightModel,
  leftWins: countOf('left'),
  rightWins: countOf('right'),
  ties: countOf('tie'),
  bothBad: countOf('both-bad'),
};
export const pairGroup = [
  replyVotes.leftProvider,
  replyVotes.leftModel,
  replyVotes.rightProvider,
  replyVotes.rightModel,
] as const;
/** Most voted first, then by the models' names. */
export const pairOrder = [desc(sql`count(*)`), replyVotes.leftModel, replyVotes.rightModel] as const;

/**
 * The user's votes that count (voteCounted) per model pair, since `since` when given, and only
 * those cast blind when `blindOnly`.
 */
export async function tallyVotes(
  db: Executor,
  userId: number,
  { since, blindOnly = false }: { since?: Date; blindOnly?: boolean } = {},
): Promise<PairTally[]> {
  return db
    .select(pairTally)
    .from(replyVotes)
    .where(
      and(
        eq(replyVotes.userId, userId),
        voteCounted,
        since ? gte(replyVotes.updatedAt, since) : undefined,
        blindOnly ? eq(replyVotes.blind, true) : undefined,
      ),
    )
    .groupBy(...pairGroup)
    .orderBy(...pairOrder);
}
