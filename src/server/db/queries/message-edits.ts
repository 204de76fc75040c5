import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import type { ConnectionId } from '#shared/connection-id';
import { SIDES, type Side } from '#shared/sides';

// What an edit of a user message (PATCH /api/messages/{id}) reads and ends besides its new version.

/**
 * Who was asked to answer a user message, side by side (a first): the connections of its reply
 * jobs, else of its replies.
 */
export async function sidesAskedFor(
  tx: Executor,
  userMessageId: number,
): Promise<{ provider: ConnectionId; side: Side }[]> {
  const jobs = await tx
    .select({ provider: replyJobs.provider, side: replyJobs.side })
    .from(replyJobs)
    .where(eq(replyJobs.userMessageId, userMessageId))
    .groupBy(replyJobs.provider, replyJobs.side);
  const replies = await tx
    .select({ provider: messages.sender, side: messages.side })
    .from(messages)
    .where(eq(messages.replyTo, userMessageId))
    .groupBy(messages.sender, messages.side);
  const bySide = new Map<Side, ConnectionId>();
  for (const row of replies) if (row.side && row.provider !== 'user') bySide.set(row.side, row.provider);
  // A job names who was asked last on its side: it wins over an older version's reply.
  // A fuse's job (decision 054) answers for no side: it asks no one again.
  for (const row of jobs) if (row.side) bySide.set(row.side, row.provider);
  return SIDES.flatMap((side) => {
    const provider = bySide.get(side);
    return provider ? [{ provider, side }] : [];
  });
}

/**
 * Ends the jobs still to answer questions the branch shown no longer holds, after an edit hid them:
 * their replies would land out of view, asked for a conversation the person has moved on from. Run
 * it holding lockOwnMessage's lock, after showBranch. Answers the ids of the jobs ended.
 */
export async function endJobsOffPath(tx: Executor, conversationId: number): Promise<number[]> {
  const offPath = tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'user'), eq(messages.onPath, false)));
  const jobs = await tx
    .delete(replyJobs)
    .where(
      and(
        eq(replyJobs.conversationId, conversationId),
        inArray(replyJobs.status, ['pending', 'running']),
        inArray(replyJobs.userMessageId, offPath),
      ),
    )
    .returning({ id: replyJobs.id });
  return jobs.map((job) => job.id);
}
