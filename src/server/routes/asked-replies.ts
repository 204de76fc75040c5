import type { Executor } from '#server/db/database';
import { insertReplyJobs, type NewReplyJob } from '#server/db/queries/reply-jobs';
import type { MessageRow } from '#server/db/schema/messages';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import { AppError } from '#server/errors';
import type { Announce } from '#server/live/live-bus';
import { messagesOut } from '#server/messages-out';
import type { Side } from '#shared/sides';

/** A stored reply: a connection's, answering for a side. */
export type Reply = MessageRow & { side: Side };

export const isReply = (message: MessageRow | undefined): message is Reply =>
  message !== undefined && message.sender !== 'user' && message.side !== null;

/**
 * A fused reply (docs/decisions/054-fuse.md) answers for no side: regenerated, continued or shown as
 * a side's version it would become one side's reply. Refused with its own code: fuse the turn again.
 */
export function refuseFused(message: MessageRow | undefined): void {
  if (message && message.sender !== 'user' && message.fusedLeftId !== null) throw new AppError('reply_is_fused');
}

/** The user message as the live channel shows it, with its files and versions. */
export async function messageWithFiles(tx: Executor, message: MessageRow) {
  const [shown] = await messagesOut(tx, [message]);
  if (!shown) throw new Error('no message to show');
  return shown;
}

/**
 * One more reply asked of a turn's side (regenerate, continue) or of no side (fuse): its job queued
 * and announced, in the transaction that holds the conversation's lock, as POST /api/chat announces a send.
 */
export async function queueReplyToTurn<S extends Side | null>(
  tx: Executor,
  announce: Announce,
  userId: number,
  question: MessageRow,
  job: Omit<NewReplyJob, 'userId' | 'conversationId' | 'userMessageId'> & { side: S },
): Promise<ReplyJobRow & { side: S }> {
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
  return queued as ReplyJobRow & { side: S };
}
