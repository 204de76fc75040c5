import { and, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/database';
import { type PairTally, pairGroup, pairOrder, pairTally, voteCounted } from '#server/db/queries/reply-votes';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { replyVotes } from '#server/db/schema/reply-votes';
import { turnJudgements } from '#server/db/schema/turn-judgements';

export interface StandingsFilter {
  since?: Date | undefined;
  blindOnly: boolean;
  projectId?: number | undefined;
}

/** What one side's judged replies took, summed for a mean and a median. */
export interface SideTotals {
  medianFirstTokenMs: number | null;
  /** Judged replies whose tokens are known, and those tokens' sums. */
  answers: number;
  inputTokens: number;
  outputTokens: number;
}

export interface PairStandingRow extends PairTally {
  left: SideTotals;
  right: SideTotals;
  /** Voted turns a judge judged on the same reply versions, and those where it picked as the person did. */
  judged: number;
  judgeAgreed: number;
}

const leftReply = alias(messages, 'left_reply');
const rightReply = alias(messages, 'right_reply');
const asked = alias(messages, 'asked');

const toNumber = <T extends number | null = number>(expression: SQL) => sql<T>`${expression}`.mapWith(Number);

function sideTotals(reply: typeof leftReply | typeof rightReply) {
  const known = sql`${reply.inputTokens} is not null and ${reply.outputTokens} is not null`;
  return {
    medianFirstTokenMs: toNumber<number | null>(
      sql`percentile_cont(0.5) within group (order by ${reply.firstTokenMs})`,
    ),
    answers: toNumber(sql`count(*) filter (where ${known})`),
    inputTokens: toNumber(sql`coalesce(sum(${reply.inputTokens}) filter (where ${known}), 0)`),
    outputTokens: toNumber(sql`coalesce(sum(${reply.outputTokens}) filter (where ${known}), 0)`),
  };
}

// A judgement of the very replies the vote judged; it agrees when it picked the same side, or
// neither where the person saw no winner (a tie, or both bad).
const sameReplies = sql`${turnJudgements.leftReplyId} = ${replyVotes.leftReplyId} and ${turnJudgements.rightReplyId} = ${replyVotes.rightReplyId}`;
const judgeAgrees = sql`(${turnJudgements.verdict} = ${replyVotes.choice} or (${turnJudgements.verdict} = 'tie' and ${replyVotes.choice} = 'both-bad'))`;

/** The user's counted votes that `filter` keeps; a project's only where its turn still exists. */
function kept(userId: number, { since, blindOnly, projectId }: StandingsFilter) {
  return and(
    eq(replyVotes.userId, userId),
    voteCounted,
    since ? gte(replyVotes.updatedAt, since) : undefined,
    blindOnly ? eq(replyVotes.blind, true) : undefined,
    projectId === undefined ? undefined : eq(conversations.projectId, projectId),
  );
}

/**
 * The user's counted votes (voteCounted) per model pair, with the median time to first token and
 * the token sums of the replies each side was judged on; most voted first.
 */
export async function standingsByPair(
  db: Executor,
  userId: number,
  filter: StandingsFilter,
): Promise<PairStandingRow[]> {
  return db
    .select({
      ...pairTally,
      left: sideTotals(leftReply),
      right: sideTotals(rightReply),
      judged: toNumber(sql`count(*) filter (where ${sameReplies})`),
      judgeAgreed: toNumber(sql`count(*) filter (where ${sameReplies} and ${judgeAgrees})`),
    })
    .from(replyVotes)
    .leftJoin(leftReply, eq(leftReply.id, replyVotes.leftReplyId))
    .leftJoin(rightReply, eq(rightReply.id, replyVotes.rightReplyId))
    .leftJoin(asked, eq(asked.id, replyVotes.messageId))
    .leftJoin(conversations, eq(conversations.id, asked.conversationId))
    .leftJoin(turnJudgements, eq(turnJudgements.messageId, replyVotes.messageId))
    .where(kept(userId, filter))
    .groupBy(...pairGroup)
    .orderBy(...pairOrder);
}

export interface CountedTurnRow {
  leftProvider: string;
  leftModel: string;
  rightProvider: string;
  rightModel: string;
  conversationId: number;
  messageId: number;
  title: string;
  votedAt: Date;
}

/** The turns behind those votes that still exist, newest vote first, at most `perPair` per pair. */
export async function countedTurns(
  db: Executor,
  userId: number,
  filter: StandingsFilter,
  perPair: number,
): Promise<CountedTurnRow[]> {
  const ranked = db
    .select({
      leftProvider: replyVotes.leftProvider,
      leftModel: replyVotes.leftModel,
      rightProvider: replyVotes.rightProvider,
      rightModel: replyVotes.rightModel,
      // Named apart: both are "id" in their tables.
      conversationId: sql<number>`${conversations.id}`.as('conversation_id'),
      messageId: sql<number>`${asked.id}`.as('message_id'),
      title: conversations.title,
      votedAt: replyVotes.updatedAt,
      place:
        sql<number>`row_number() over (partition by ${sql.join([...pairGroup], sql`, `)} order by ${replyVotes.updatedAt} desc, ${replyVotes.id} desc)`.as(
          'place',
        ),
    })
    .from(replyVotes)
    .innerJoin(asked, eq(asked.id, replyVotes.messageId))
    .innerJoin(conversations, eq(conversations.id, asked.conversationId))
    .where(and(kept(userId, filter), isNotNull(replyVotes.messageId)))
    .as('ranked');
  const rows = await db
    .select({
      leftProvider: ranked.leftProvider,
      leftModel: ranked.leftModel,
      rightProvider: ranked.rightProvider,
      rightModel: ranked.rightModel,
      conversationId: ranked.conversationId,
      messageId: ranked.messageId,
      title: ranked.title,
      votedAt: ranked.votedAt,
    })
    .from(ranked)
    .where(sql`${ranked.place} <= ${perPair}`)
    .orderBy(desc(ranked.votedAt), desc(ranked.messageId));
  return rows;
}
