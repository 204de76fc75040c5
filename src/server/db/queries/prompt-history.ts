import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { reusableQuery } from '#server/db/reusable-query';
import { messages } from '#server/db/schema/messages';

// Enough turns for any budget the prompt builder keeps; it trims further by size.
const HISTORY_LIMIT = 400;

/**
 * The latest messages before the user message `upToId` answers, and that message, oldest first, for
 * building a prompt: the user messages of its branch up to it (decision 055: its ancestors, whatever
 * branch is shown now), and the shown (active) version of each reply to an earlier one, wherever a
 * regenerate put its id. buildThread puts replies in their turns.
 */
export async function recentHistory(db: Executor, conversationId: number, upToId: number) {
  const rows = await history(db, { conversationId, upToId });
  return rows.reverse();
}

const upTo = sql`${sql.placeholder('upToId')}::integer`;
// The question and the ones before it on its branch, each a step up by parent.
const ancestors = sql`(
  with recursive branch(id, parent_id) as (
    select id, parent_id from ${messages} where id = ${upTo}
    union all
    select question.id, question.parent_id from ${messages} question join branch on question.id = branch.parent_id
  )
  select id from branch)`;

// Every reply reads one.
const history = reusableQuery((db) =>
  db
    .select({
      id: messages.id,
      sender: messages.sender,
      side: messages.side,
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
          eq(messages.sender, 'user'),
          and(ne(messages.sender, 'user'), eq(messages.active, true), lt(messages.replyTo, upTo)),
        ),
        // One walk up the branch serves both: a question by its id, a reply by its question's.
        sql`(case when ${messages.sender} = 'user' then ${messages.id} else ${messages.replyTo} end) in ${ancestors}`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(HISTORY_LIMIT),
);
