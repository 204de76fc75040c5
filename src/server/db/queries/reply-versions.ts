import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { type MessageRow, messages } from '#server/db/schema/messages';

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

/** Makes a reply the shown version of its turn and side, and every other version of them not. */
export async function activateVersion(tx: Executor, reply: Pick<MessageRow, 'id' | 'replyTo' | 'side'>) {
  if (reply.replyTo === null || reply.side === null) return;
  await tx
    .update(messages)
    .set({ active: sql`${messages.id} = ${reply.id}` })
    .where(
      and(
        eq(messages.replyTo, reply.replyTo),
        eq(messages.side, reply.side),
        // Rows already right are left alone: storing the first reply of a turn writes nothing more.
        sql`${messages.active} <> (${messages.id} = ${reply.id})`,
      ),
    );
}
