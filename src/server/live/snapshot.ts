import type { Database } from '#server/db/database';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import { listMessagesForResume } from '#server/db/queries/messages';
import { listUnfinishedJobs } from '#server/db/queries/reply-jobs';
import type { LiveChannel } from '#server/live/live-channel';
import { liveFrame } from '#server/live/live-channel';
import type { LiveHub } from '#server/live/live-hub';
import { toMessages } from '#server/serializers';
import type { LiveReply } from '#shared/api/live';

// Longer than any transaction that stores a message: see listMessagesForResume.
const RESUME_OVERLAP_MS = 30_000;

/**
 * A channel's first event: the messages it may lack and every reply in progress, each from where
 * its cursor says the client stands. Replies this process has not heard of are taken from their
 * job rows (and shared with the conversation's other channels).
 */
export async function sendSnapshot(db: Database, hub: LiveHub, channel: LiveChannel): Promise<void> {
  const { conversationId, cursor } = channel;
  const [rows, jobs] = await Promise.all([
    listMessagesForResume(db, conversationId, cursor.lastMessageId, [...cursor.replies.keys()], RESUME_OVERLAP_MS),
    listUnfinishedJobs(db, conversationId),
  ]);
  const messages = toMessages(rows, await attachmentsOf(db, rows));
  for (const row of rows) if (row.jobId !== null) hub.replies.finish(row.jobId);
  for (const job of jobs) {
    const identity = { jobId: job.id, provider: job.provider, model: job.model, userMessageId: job.userMessageId };
    const reply = { ...identity, conversationId };
    const change = hub.replies.adopt(reply, job.partialGeneration ?? 0, job.partialText ?? '');
    const adopted = hub.replies.get(job.id);
    if (change && adopted) hub.broadcastText(adopted, change);
  }

  const replies: LiveReply[] = hub.replies.inConversation(conversationId).map((reply) => {
    const known = cursor.replies.get(reply.jobId);
    const from = known?.generation === reply.generation && known.length <= reply.text.length ? known.length : 0;
    return {
      jobId: reply.jobId,
      provider: reply.provider,
      model: reply.model,
      userMessageId: reply.userMessageId,
      offset: from,
      text: reply.text.slice(from),
    };
  });
  cursor.lastMessageId = rows.reduce((highest, row) => Math.max(highest, row.id), cursor.lastMessageId);
  cursor.replies.clear();
  for (const reply of hub.replies.inConversation(conversationId)) {
    cursor.replies.set(reply.jobId, { generation: reply.generation, length: reply.text.length });
  }
  channel.start(liveFrame('snapshot', { messages, replies }));
}
