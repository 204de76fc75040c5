import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { lockConversation } from '#server/db/queries/message-locks';
import type { ReplyOutcome } from '#server/db/queries/reply-outcome';
import { storeReply } from '#server/db/queries/reply-store';
import { recordUsage } from '#server/db/queries/usage';
import { param, reusableQuery } from '#server/db/reusable-query';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { type ReplyJobRow, replyJobs } from '#server/db/schema/reply-jobs';
import type { ConnectionId } from '#shared/connection-id';
import type { Side } from '#shared/sides';

export interface NewReplyJob {
  userId: number;
  conversationId: number;
  userMessageId: number;
  provider: ConnectionId;
  /** Null for a fuse (decision 054), which answers for no side. */
  side: Side | null;
  model: string;
  temperature: number;
  maxTokens: number;
  /** Continue (decision 043): the cut-off reply this job goes on with. */
  continuesId?: number | null;
  /** Fuse (decision 054): the reply versions of side a and side b it merges. */
  fusedLeftId?: number | null;
  fusedRightId?: number | null;
}

export async function insertReplyJobs(db: Executor, jobs: NewReplyJob[]): Promise<ReplyJobRow[]> {
  return db.insert(replyJobs).values(jobs).returning();
}

// The lease's length is a value, so that the statements below are built once (reusable-query.ts).
const leaseEnd = sql`now() + make_interval(secs => ${sql.placeholder('leaseSeconds')})`;

const claimable = reusableQuery((db) =>
  db
    .update(replyJobs)
    .set({ status: 'running', claims: sql`${replyJobs.claims} + 1`, leaseExpiresAt: leaseEnd })
    .where(
      inArray(
        replyJobs.id,
        db
          .select({ id: replyJobs.id })
          .from(replyJobs)
          .where(
            and(
              inArray(replyJobs.status, ['pending', 'running']),
              or(eq(replyJobs.status, 'pending'), lt(replyJobs.leaseExpiresAt, sql`now()`)),
            ),
          )
          .orderBy(asc(replyJobs.id))
          .limit(sql.placeholder('limit'))
          .for('update', { skipLocked: true }),
      ),
    )
    .returning(),
);

/**
 * Claims up to `limit` jobs that are pending or whose worker's lease ran out. SKIP LOCKED lets
 * several processes claim at once without waiting on, or taking, each other's jobs.
 */
export async function claimReplyJobs(db: Executor, limit: number, leaseMs: number): Promise<ReplyJobRow[]> {
  return claimable(db, { limit, leaseSeconds: leaseMs / 1000 });
}

// Held by this worker: still running under the claim it was given.
const heldJob = and(
  eq(replyJobs.id, sql.placeholder('id')),
  eq(replyJobs.status, 'running'),
  eq(replyJobs.claims, sql.placeholder('claims')),
);

const renewal = reusableQuery((db) =>
  db.update(replyJobs).set({ leaseExpiresAt: leaseEnd }).where(heldJob).returning({ id: replyJobs.id }),
);

/** Extends the lease of a job this worker still holds; false once another claim has taken it. */
export async function renewLease(db: Executor, job: ReplyJobRow, leaseMs: number): Promise<boolean> {
  const renewed = await renewal(db, { id: job.id, claims: job.claims, leaseSeconds: leaseMs / 1000 });
  return renewed.length > 0;
}

/**
 * Writes the reply and closes the job; run it in a transaction. The message's unique job id makes
 * this idempotent: a second worker finishing the same job (after a lost lease) writes nothing.
 */
export async function finishReplyJob(
  tx: Executor,
  job: ReplyJobRow,
  outcome: ReplyOutcome,
): Promise<MessageRow | undefined> {
  // The call was made whatever became of its conversation: it counts even when no reply is stored.
  await recordUsage(tx, job, outcome);
  // An edit removes the jobs of the messages it removes under this lock: a late finish writes nothing.
  if (!(await lockConversation(tx, job.conversationId))) return undefined;
  return storeReply(tx, job, outcome);
}

/**
 * The unfinished jobs of the user's own turn (the user message `userMessageId`): all, or those of
 * one connection, of one side, or its fuse (decision 054). `orphaned`: running, but its lease ran out (its worker is gone or
 * stuck), so no one aborts it.
 */
export async function listUnfinishedTurnJobs(
  db: Executor,
  userId: number,
  userMessageId: number,
  {
    provider,
    side,
    fused,
  }: { provider?: ConnectionId | undefined; side?: Side | undefined; fused?: boolean | undefined } = {},
): Promise<{ job: ReplyJobRow; orphaned: boolean }[]> {
  const rows = await db
    .select({ job: replyJobs, expired: sql<boolean>`coalesce(${replyJobs.leaseExpiresAt} < now(), false)` })
    .from(replyJobs)
    .where(
      and(
        eq(replyJobs.userMessageId, userMessageId),
        eq(replyJobs.userId, userId),
        inArray(replyJobs.status, ['pending', 'running']),
        provider ? eq(replyJobs.provider, provider) : undefined,
        side ? eq(replyJobs.side, side) : undefined,
        fused ? isNull(replyJobs.side) : undefined,
      ),
    )
    .orderBy(asc(replyJobs.id));
  return rows.map(({ job, expired }) => ({ job, orphaned: job.status === 'running' && expired }));
}

/** Hands jobs back to the queue at once (a clean shutdown), rather than after their lease. */
export async function releaseReplyJobs(db: Executor, jobs: ReplyJobRow[]): Promise<void> {
  if (jobs.length === 0) return;
  for (const job of jobs) {
    await db
      .update(replyJobs)
      .set({ status: 'pending', leaseExpiresAt: null, claims: sql`greatest(${replyJobs.claims} - 1, 0)` })
      .where(and(eq(replyJobs.id, job.id), eq(replyJobs.status, 'running'), eq(replyJobs.claims, job.claims)));
  }
}

/** With the embedded database this process is the only worker: whatever was running died with the last one. */
export async function requeueAllRunningJobs(db: Executor): Promise<number> {
  const rows = await db
    .update(replyJobs)
    .set({ status: 'pending', leaseExpiresAt: null })
    .where(eq(replyJobs.status, 'running'))
    .returning({ id: replyJobs.id });
  return rows.length;
}

export async function findReplyJobs(db: Executor, conversationId: number): Promise<ReplyJobRow[]> {
  return db.select().from(replyJobs).where(eq(replyJobs.conversationId, conversationId)).orderBy(asc(replyJobs.id));
}

/**
 * Replies asked for in a conversation and not stored yet, with the text saved so far, each saying
 * whether its question is on the branch shown (docs/decisions/055-branches.md).
 */
export async function listUnfinishedJobs(
  db: Executor,
  conversationId: number,
): Promise<(ReplyJobRow & { onPath: boolean })[]> {
  const rows = await db
    .select({ job: replyJobs, onPath: messages.onPath })
    .from(replyJobs)
    .innerJoin(messages, eq(messages.id, replyJobs.userMessageId))
    .where(and(eq(replyJobs.conversationId, conversationId), inArray(replyJobs.status, ['pending', 'running'])))
    .orderBy(asc(replyJobs.id));
  return rows.map((row) => ({ ...row.job, onPath: row.onPath }));
}

export async function findReplyJob(db: Executor, id: number): Promise<ReplyJobRow | undefined> {
  const [row] = await db.select().from(replyJobs).where(eq(replyJobs.id, id));
  return row;
}

const partialText = reusableQuery((db) =>
  db
    .update(replyJobs)
    .set({ partialText: param('text'), partialGeneration: param('generation') })
    .where(heldJob),
);

/** The text so far of a streaming reply, while this worker still holds the job. */
export async function savePartialText(db: Executor, job: ReplyJobRow, generation: number, text: string): Promise<void> {
  await partialText(db, { id: job.id, claims: job.claims, generation, text });
}
