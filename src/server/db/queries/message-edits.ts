import { and, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { messageAttachments } from '#server/db/schema/message-attachments';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { uploadedFiles } from '#server/db/schema/uploaded-files';
import type { ConnectionId } from '#shared/connection-id';
import { SIDES, type Side } from '#shared/sides';

// What an edit of a user message (PATCH /api/messages/{id}) writes, in the order it locks and writes them.

/**
 * Deletes the rows of the files sent with the messages after `messageId` in the user's conversation,
 * for the caller to remove their bytes once the transaction commits, as deleting a conversation does.
 * Run it before lockOwnMessage: files are locked before conversations, as POST /api/chat and
 * conversation deletion lock them.
 */
export async function deleteFilesSentAfter(
  tx: Executor,
  userId: number,
  conversationId: number,
  messageId: number,
): Promise<string[]> {
  const sentAfter = tx
    .select({ fileId: messageAttachments.fileId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(eq(messages.conversationId, conversationId), gt(messages.id, messageId)));
  const rows = await tx
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.id, sentAfter)))
    .returning({ storageKey: uploadedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

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
 * Removes what follows the user message `userMessageId` in its conversation, for an edit: the later
 * user messages, every reply to it or to them, and the reply jobs of all of these (a job still running finds
 * its row gone and writes nothing: finishReplyJob). Run it holding lockOwnMessage's lock. Answers
 * how many messages went and the ids of the jobs that were still to finish.
 */
export async function removeMessagesAfter(
  tx: Executor,
  conversationId: number,
  userMessageId: number,
): Promise<{ removed: number; removedJobIds: number[] }> {
  // Jobs first: deleting them waits for a worker that holds one, and the messages are read after.
  const jobs = await tx
    .delete(replyJobs)
    .where(and(eq(replyJobs.conversationId, conversationId), gte(replyJobs.userMessageId, userMessageId)))
    .returning({ id: replyJobs.id, status: replyJobs.status });
  // By turn, not by id: a later version of an earlier turn's reply has a higher id, and stays.
  const removed = await tx
    .delete(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        or(
          and(eq(messages.sender, 'user'), gt(messages.id, userMessageId)),
          and(ne(messages.sender, 'user'), gte(sql`coalesce(${messages.replyTo}, ${messages.id})`, userMessageId)),
        ),
      ),
    )
    .returning({ id: messages.id });
  // Finished ones too: a tab still holds their streamed text, which must go with their messages.
  return { removed: removed.length, removedJobIds: jobs.map((job) => job.id) };
}

/** A user message's new text; its files stay. */
export async function updateMessageContent(tx: Executor, id: number, content: string): Promise<MessageRow> {
  const [row] = await tx.update(messages).set({ content }).where(eq(messages.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
