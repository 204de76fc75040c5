import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { messageAttachments } from '#server/db/schema/message-attachments';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { uploadedFiles } from '#server/db/schema/uploaded-files';

// Branches of a conversation (docs/decisions/055-branches.md): versions of a question share a
// parent; the one `active` among them is shown, and `on_path` marks what the branch shown holds.

const sameParent = (question: Pick<MessageRow, 'conversationId' | 'parentId'>) =>
  and(
    eq(messages.conversationId, question.conversationId),
    eq(messages.sender, 'user'),
    question.parentId === null ? isNull(messages.parentId) : eq(messages.parentId, question.parentId),
  );

/**
 * Share-locks the files sent with the user message `questionId`, which a version of it will hold:
 * run first, as every transaction that sends or deletes files locks them before the conversation.
 */
export async function lockQuestionFiles(tx: Executor, questionId: number): Promise<void> {
  const sent = tx
    .select({ fileId: messageAttachments.fileId })
    .from(messageAttachments)
    .where(eq(messageAttachments.messageId, questionId));
  await tx.select({ id: uploadedFiles.id }).from(uploadedFiles).where(inArray(uploadedFiles.id, sent)).for('key share');
}

/**
 * A new version of the user message `question` with `content`, beside it (same parent), holding its
 * files and the names of its imported ones. Not yet the one shown: showQuestionVersion makes it so.
 */
export async function insertQuestionVersion(tx: Executor, question: MessageRow, content: string): Promise<MessageRow> {
  const [version] = await tx
    .insert(messages)
    .values({
      conversationId: question.conversationId,
      sender: 'user',
      content,
      parentId: question.parentId,
      importedAttachments: question.importedAttachments,
    })
    .returning();
  if (!version) throw new Error('insert returned no row');
  await tx.execute(sql`
    insert into ${messageAttachments} (message_id, file_id, position, inherited)
    select ${version.id}, file_id, position, true from ${messageAttachments} where message_id = ${question.id}`);
  return version;
}

/**
 * Makes the user message `question` the version shown among those with its parent, and its branch
 * the one shown (showBranch). Answers how many messages left the view.
 */
export async function showQuestionVersion(tx: Executor, question: MessageRow): Promise<number> {
  await tx
    .update(messages)
    .set({ active: sql`${messages.id} = ${question.id}` })
    .where(and(sameParent(question), sql`${messages.active} <> (${messages.id} = ${question.id})`));
  return showBranch(tx, question.conversationId);
}

/**
 * Marks what the branch shown holds, from the versions marked `active`: the active version at every
 * branch point from the start, and the replies to them. Answers how many messages left the view.
 */
export async function showBranch(tx: Executor, conversationId: number): Promise<number> {
  const path = sql`(
    with recursive path(id) as (
      select id from ${messages}
      where conversation_id = ${conversationId} and sender = 'user' and parent_id is null and active
      union all
      select question.id from ${messages} question join path on question.parent_id = path.id where question.active
    )
    select id from path)`;
  // Replies stored before any question of their conversation answer none: always shown.
  const shown = sql<boolean>`case when ${messages.sender} = 'user' then ${messages.id} in ${path}
    else ${messages.replyTo} is null or ${messages.replyTo} in ${path} end`;
  const changed = await tx
    .update(messages)
    .set({ onPath: shown })
    .where(and(eq(messages.conversationId, conversationId), sql`${messages.onPath} <> ${shown}`))
    .returning({ onPath: messages.onPath });
  return changed.filter((row) => !row.onPath).length;
}

/** The ids of every version of each of these user messages that has more than one, oldest first. */
export async function branchIdsOf(db: Executor, questions: readonly MessageRow[]): Promise<Map<number, number[]>> {
  const asked = questions.filter((message) => message.sender === 'user');
  const branches = new Map<number, number[]>();
  if (asked.length === 0) return branches;
  const conversationId = asked[0]?.conversationId ?? 0;
  const parents = [...new Set(asked.flatMap((question) => (question.parentId === null ? [] : [question.parentId])))];
  const firstAsked = asked.some((question) => question.parentId === null);
  // By index either way: the versions of each question by parent, of the first by conversation.
  const rows = await db
    .select({ id: messages.id, parent: sql<number>`coalesce(${messages.parentId}, 0)`.mapWith(Number) })
    .from(messages)
    .where(
      or(
        parents.length > 0 ? inArray(messages.parentId, parents) : undefined,
        firstAsked
          ? and(eq(messages.conversationId, conversationId), eq(messages.sender, 'user'), isNull(messages.parentId))
          : undefined,
      ),
    )
    .orderBy(asc(messages.id));
  const byParent = new Map<number, number[]>();
  for (const row of rows) byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), row.id]);
  for (const question of asked) {
    const versions = byParent.get(question.parentId ?? 0) ?? [];
    if (versions.length > 1) branches.set(question.id, versions);
  }
  return branches;
}

/** The last user message of the branch shown: the parent of the next question asked. */
export const lastQuestionOnPath = (conversationId: unknown) => sql`(
  select max(id) from ${messages}
  where conversation_id = ${conversationId} and sender = 'user' and on_path)`;
