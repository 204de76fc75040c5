import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { reusableQuery } from '#server/db/reusable-query';
import { conversations } from '#server/db/schema/conversations';
import { messageAttachments } from '#server/db/schema/message-attachments';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { uploadedFiles } from '#server/db/schema/uploaded-files';
import { PROVIDERS, type Provider } from '#shared/constants';

export async function listMessages(db: Executor, conversationId: number): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
}

// Enough turns for any budget the prompt builder keeps; it trims further by size.
const HISTORY_LIMIT = 400;

/**
 * The latest messages before the user message `upToId` answers, and that message, oldest first, for
 * building a prompt: user messages up to it, and the shown (active) version of each reply to an
 * earlier one, wherever a regenerate put its id. buildThread puts replies in their turns.
 */
export async function recentHistory(db: Executor, conversationId: number, upToId: number) {
  const rows = await history(db, { conversationId, upToId });
  return rows.reverse();
}

// Every reply reads one.
const history = reusableQuery((db) =>
  db
    .select({
      id: messages.id,
      sender: messages.sender,
      content: messages.content,
      error: messages.error,
      stopped: messages.stopped,
      replyTo: messages.replyTo,
      active: messages.active,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('conversationId')),
        or(
          and(eq(messages.sender, 'user'), lte(messages.id, sql.placeholder('upToId'))),
          // Older replies may have no reply_to: their own id places them.
          and(
            ne(messages.sender, 'user'),
            eq(messages.active, true),
            lt(sql`coalesce(${messages.replyTo}, ${messages.id})`, sql.placeholder('upToId')),
          ),
        ),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(HISTORY_LIMIT),
);

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** A message in one of the user's own conversations; undefined for another user's, as for a missing one. */
export async function findOwnMessage(db: Executor, userId: number, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), eq(conversations.userId, userId)));
  return row?.message;
}

/**
 * findOwnMessage, locking the message's conversation until the transaction ends. Whatever asks for,
 * stores, chooses or removes replies in a conversation takes this lock first (finishReplyJob too),
 * so that they go one at a time: a job removed by an edit is not stored after it, two regenerates
 * do not both start, and only one version of a reply is ever active.
 */
export async function lockOwnMessage(tx: Executor, userId: number, id: number): Promise<MessageRow | undefined> {
  const [owned] = await tx
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), eq(conversations.userId, userId)))
    .for('update', { of: conversations });
  // Read again once locked: the change the lock waited for (an edit) may have removed or changed it.
  return owned ? findMessage(tx, id) : undefined;
}

// Every reply's finish takes it.
const conversationLock = reusableQuery((db) =>
  db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, sql.placeholder('id')))
    .for('update'),
);

/** Takes the lock lockOwnMessage takes; false when the conversation is gone. */
export async function lockConversation(tx: Executor, conversationId: number): Promise<boolean> {
  const rows = await conversationLock(tx, { id: conversationId });
  return rows.length > 0;
}

/**
 * The user message a reply answers. Replies stored before reply_to existed have none: the user
 * message before them is theirs, and is recorded, so that their versions group as later ones do.
 */
export async function turnOf(tx: Executor, reply: MessageRow): Promise<number | undefined> {
  if (reply.replyTo !== null) return reply.replyTo;
  const [question] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.conversationId, reply.conversationId), eq(messages.sender, 'user'), lt(messages.id, reply.id)),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  if (!question) return undefined;
  await tx.update(messages).set({ replyTo: question.id }).where(eq(messages.id, reply.id));
  return question.id;
}

/** Makes a reply the shown version of its turn and provider, and every other version of them not. */
export async function activateVersion(tx: Executor, reply: Pick<MessageRow, 'id' | 'replyTo' | 'sender'>) {
  if (reply.replyTo === null) return;
  await tx
    .update(messages)
    .set({ active: sql`${messages.id} = ${reply.id}` })
    .where(
      and(
        eq(messages.replyTo, reply.replyTo),
        eq(messages.sender, reply.sender),
        // Rows already right are left alone: storing the first reply of a turn writes nothing more.
        sql`${messages.active} <> (${messages.id} = ${reply.id})`,
      ),
    );
}

/** The providers asked to answer a user message: those of its reply jobs, else of its replies. */
export async function providersAskedFor(tx: Executor, userMessageId: number): Promise<Provider[]> {
  const jobs = await tx
    .select({ provider: replyJobs.provider })
    .from(replyJobs)
    .where(eq(replyJobs.userMessageId, userMessageId))
    .groupBy(replyJobs.provider);
  const replies = await tx
    .select({ sender: messages.sender })
    .from(messages)
    .where(eq(messages.replyTo, userMessageId))
    .groupBy(messages.sender);
  const asked = new Set<string>([...jobs.map((row) => row.provider), ...replies.map((row) => row.sender)]);
  return PROVIDERS.filter((provider) => asked.has(provider));
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

/** A user message's new text; its files stay. */
export async function updateMessageContent(tx: Executor, id: number, content: string): Promise<MessageRow> {
  const [row] = await tx.update(messages).set({ content }).where(eq(messages.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
