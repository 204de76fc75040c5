import { buildThread } from '#server/ai/prompt';
import { fuseThread } from '#server/ai/reply-thread';
import { stoppedOutcome } from '#server/ai/stopped-reply';
import { threadChars } from '#server/ai/usage-estimate';
import type { Database } from '#server/db/database';
import { findOwnMessage } from '#server/db/queries/messages';
import { instructionsForConversation } from '#server/db/queries/projects';
import { recentHistory } from '#server/db/queries/prompt-history';
import { finishReplyJob, listUnfinishedTurnJobs } from '#server/db/queries/reply-jobs';
import type { ReplyOutcome } from '#server/db/queries/reply-outcome';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import { AppError } from '#server/errors';
import type { LiveBus } from '#server/live/live-bus';
import { storedReplyEvent } from '#server/live/stored-reply-event';
import type { ConnectionId } from '#shared/connection-id';
import type { Side } from '#shared/sides';

export interface StopRepliesDeps {
  db: Database;
  live: Pick<LiveBus, 'transaction'>;
}

/**
 * Stops the replies of the user's turn `userMessageId` still to come (one connection's, one side's, or all) and
 * answers how many. A reply still queued is stored at once as stopped; one streaming is aborted by
 * whichever process runs it (the bus's 'stop'), which stores its text so far. The message's unique
 * job id decides any race with a reply finishing: it is stored once, whole or stopped.
 */
export async function stopTurnReplies(
  { db, live }: StopRepliesDeps,
  userId: number,
  userMessageId: number,
  which: { provider?: ConnectionId | undefined; side?: Side | undefined; fused?: boolean | undefined } = {},
): Promise<number> {
  const unfinished = await listUnfinishedTurnJobs(db, userId, userMessageId, which);
  if (unfinished.length === 0) {
    // Only a message the user wrote is a turn they may stop.
    const message = await findOwnMessage(db, userId, userMessageId);
    if (message?.sender !== 'user') throw new AppError('message_not_found');
    return 0;
  }
  // Running with its lease run out: its worker is gone, so no one would hear the stop.
  const orphans = unfinished.filter(({ orphaned }) => orphaned).map(({ job }) => job);
  const outcomes = new Map(
    await Promise.all(orphans.map(async (job) => [job.id, await orphanOutcome(db, job)] as const)),
  );
  return live.transaction(async (tx, announce) => {
    let stopped = 0;
    for (const { job } of unfinished) {
      if (job.status === 'running' && !outcomes.has(job.id)) {
        stopped += 1;
        continue;
      }
      const outcome = outcomes.get(job.id) ?? stoppedOutcome({ ...NOTHING_YET, model: job.model });
      const message = await finishReplyJob(tx, job, outcome);
      // Else it was stored meanwhile, by a worker that claimed it.
      if (!message) continue;
      stopped += 1;
      await announce(storedReplyEvent(job, message));
    }
    // All of them: a worker that claimed a queued one meanwhile stops calling its provider too.
    await announce({ type: 'stop', jobIds: unfinished.map(({ job }) => job.id) });
    return stopped;
  });
}

const NOTHING_YET = { text: '', latencyMs: null, firstTokenMs: null, usage: null };

/** What an orphaned reply had saved; the provider was called, so its usage is estimated from its thread. */
async function orphanOutcome(db: Database, job: ReplyJobRow): Promise<ReplyOutcome> {
  const [system, history, fused] = await Promise.all([
    instructionsForConversation(db, job.conversationId),
    recentHistory(db, job.conversationId, job.userMessageId),
    fuseThread(db, job),
  ]);
  // Its words only: what files it sent is not worth reading them again for an estimate.
  const turns = (fused ?? buildThread(history, job.side ?? 'a', job.userMessageId)).map(({ content }) => ({
    content,
  }));
  const inputChars = threadChars(system, turns);
  const reported = { inputTokens: null, outputTokens: null };
  const text = job.partialText ?? '';
  return stoppedOutcome({ ...NOTHING_YET, model: job.model, text, usage: { reported, inputChars } });
}
