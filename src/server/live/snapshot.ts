import type { Database } from '#server/db/database';
import { messagesByIds, resumeSizes, storedJobIds } from '#server/db/queries/messages-after';
import { listUnfinishedJobs } from '#server/db/queries/reply-jobs';
import type { MessageRow } from '#server/db/schema/messages';
import type { ConversationHeads } from '#server/live/conversation-heads';
import type { LiveChannel } from '#server/live/live-channel';
import { liveFrame } from '#server/live/live-channel';
import type { RunningReplies, RunningReply, TextChange } from '#server/live/running-replies';
import { messagesOut } from '#server/messages-out';
import { fits, SNAPSHOT_BUDGET } from '#server/read-budget';
import type { LiveReply } from '#shared/api/live';

// Longer than any transaction that stores a message: see resumeSizes.
const RESUME_OVERLAP_MS = 30_000;

/** What a snapshot reads of this process's live state, and the broadcast it asks of it (LiveHub is one). */
export interface SnapshotHub {
  readonly heads: Pick<ConversationHeads, 'get'>;
  readonly replies: RunningReplies;
  broadcastText(reply: RunningReply, change: TextChange): void;
}

/**
 * The stored messages a channel lacks, when they fit in SNAPSHOT_BUDGET; otherwise none, and the
 * client reads the conversation again, a page at a time (sending what fits would leave it a hole
 * that no later event fills). Replies whose message is stored are finished for the hub.
 */
async function lackedMessages(db: Database, hub: SnapshotHub, channel: LiveChannel): Promise<MessageRow[] | undefined> {
  const { conversationId, cursor } = channel;
  const sizes = await resumeSizes(db, conversationId, {
    afterId: cursor.lastMessageId,
    jobIds: [...cursor.replies.keys()],
    overlapMs: RESUME_OVERLAP_MS,
    limit: SNAPSHOT_BUDGET.maxMessages + 1,
  });
  const bytes = sizes.reduce((total, size) => total + size.bytes, 0);
  if (fits(sizes.length, bytes, SNAPSHOT_BUDGET)) {
    for (const size of sizes) if (size.jobId !== null) hub.replies.finish(size.jobId);
    return messagesByIds(
      db,
      sizes.map((size) => size.id),
    );
  }
  const following = new Set([
    ...cursor.replies.keys(),
    ...hub.replies.inConversation(conversationId).map((reply) => reply.jobId),
  ]);
  for (const jobId of await storedJobIds(db, conversationId, [...following])) hub.replies.finish(jobId);
  return undefined;
}

/**
 * A channel's first event: the messages it may lack and every reply in progress, each from where
 * its cursor says the client stands. Replies this process has not heard of are taken from their
 * job rows (and shared with the conversation's other channels). When it lacks more messages than a
 * snapshot carries, it gets none but `conversation-changed`, and its cursor moves to the newest.
 */
export async function sendSnapshot(db: Database, hub: SnapshotHub, channel: LiveChannel): Promise<void> {
  const { conversationId, cursor } = channel;
  const [rows, jobs] = await Promise.all([lackedMessages(db, hub, channel), listUnfinishedJobs(db, conversationId)]);
  const messages = rows ? await messagesOut(db, rows) : [];
  // A reply to a question on a branch not shown is not in the conversation the channel shows.
  const offPath = new Set(jobs.filter((job) => !job.onPath).map((job) => job.id));
  const shown = () => hub.replies.inConversation(conversationId).filter((reply) => !offPath.has(reply.jobId));
  for (const job of jobs) {
    const { id: jobId, provider, side, model, userMessageId } = job;
    const identity = { jobId, provider, side, model, userMessageId };
    const reply = { ...identity, conversationId };
    const change = hub.replies.adopt(reply, job.partialGeneration ?? 0, job.partialText ?? '');
    const adopted = hub.replies.get(job.id);
    if (change && adopted) hub.broadcastText(adopted, change);
  }

  const replies: LiveReply[] = shown().map((reply) => {
    const known = cursor.replies.get(reply.jobId);
    const from = known?.generation === reply.generation && known.length <= reply.text.length ? known.length : 0;
    return {
      jobId: reply.jobId,
      provider: reply.provider,
      side: reply.side,
      model: reply.model,
      userMessageId: reply.userMessageId,
      offset: from,
      text: reply.text.slice(from),
    };
  });
  const newest = rows ? rows.map((row) => row.id) : [(await hub.heads.get(conversationId))?.lastMessageId ?? 0];
  cursor.lastMessageId = Math.max(cursor.lastMessageId, ...newest);
  cursor.replies.clear();
  for (const reply of shown()) {
    cursor.replies.set(reply.jobId, { generation: reply.generation, length: reply.text.length });
  }
  channel.start(liveFrame('snapshot', { messages, replies }));
  if (!rows) channel.send(liveFrame('conversation-changed', { removedJobIds: [] }));
}
