import type { Executor } from '#server/db/database';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import { insertReplyJobs, type NewReplyJob } from '#server/db/queries/reply-jobs';
import type { MessageRow } from '#server/db/schema/messages';
import type { Announce } from '#server/live/live-bus';
import { toMessage } from '#server/serializers';
import type { Side } from '#shared/sides';

/** A stored reply: a connection's, answering for a side. */
export type Reply = MessageRow & { side: Side };

export const isReply = (message: MessageRow | undefined): message is Reply =>
  message !== undefined && message.sender !== 'user' && message.side !== null;

/** The user message as the live channel shows it, with its files. */
export async function messageWithFiles(tx: Executor, message: MessageRow) {
  return toMessage(message, (await attachmentsOf(tx, [message])).get(message.id));
}

/**
 * One more reply asked of a turn's side (regenerate, continue): its job queued and announced, in the
 * transaction that holds the conversation's lock, as POST /api/chat announces a send.
 */
export async function queueReplyToTurn(
  tx: Executor,
  announce: Announce,
  userId: number,
  question: MessageRow,
  job: Omit<NewReplyJob, 'userId' | 'conversationId' | 'userMessageId'>,
) {
  const [queued] = await insertReplyJobs(tx, [
    { ...job, userId, conversationId: question.conversationId, userMessageId: question.id },
  ]);
  if (!queued) throw new Error('insert returned no job');
  await announce({
    type: 'message',
    conversationId: question.conversationId,
    userId,
    messageId: question.id,
    message: await messageWithFiles(tx, question),
    replies: [{ jobId: queued.id, provider: queued.provider, side: queued.side, model: queued.model }],
  });
  return queued;
}
