import { and, asc, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { sizeColumns } from '#server/db/queries/messages-after';
import { conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { boundedPageStart, PAGE_BUDGET } from '#server/read-budget';

export interface MessagePageRows {
  /** Oldest first. */
  rows: MessageRow[];
  /** The page's oldest user message when anything is older (the next page's `before`), else null. */
  olderCursor: number | null;
}

const turn = sql`coalesce(${messages.replyTo}, ${messages.id})`;

/** The messages of the turns from the user message `lower` (0: the very start) up to, not including, `before`. */
function turnsFrom(conversationId: number, lower: number, before: number | undefined): SQL | undefined {
  const belowCursor = before === undefined ? undefined : lt(messages.id, before);
  return and(
    eq(messages.conversationId, conversationId),
    eq(messages.onPath, true),
    // What the indexes can find: ids in the range, and replies to its turns (later versions).
    or(
      and(gte(messages.id, lower), belowCursor),
      before === undefined ? undefined : and(gte(messages.replyTo, lower), lt(messages.replyTo, before)),
    ),
    // What belongs: a version of an older turn can have an id in the range.
    gte(turn, lower),
    before === undefined ? undefined : lt(turn, before),
  );
}

/**
 * A page of the user's conversation by turns, the `limit` latest before the user message `before`,
 * reaching back further to the turn of `include` (a message of this conversation; another is
 * ignored), and no further than PAGE_BUDGET allows: fewer turns when their text is large, at least
 * one. A message belongs to the turn of `coalesce(reply_to, id)`: a regenerated version has a high
 * id but its old turn, and an old reply without reply_to follows its user message by id. Replies
 * before any user message are the oldest turn. Undefined when the conversation is not the user's.
 * Three statements, on the (conversation_id, id) and reply_to indexes: bounds, sizes, rows.
 */
export async function listMessagePage(
  db: Executor,
  userId: number,
  conversationId: number,
  { before, limit, include }: { before?: number | undefined; limit: number; include?: number | undefined },
): Promise<MessagePageRows | undefined> {
  // The branch shown (decision 055): another branch's messages are not read, nor found by `include`.
  const ofConversation = and(eq(messages.conversationId, conversationId), eq(messages.onPath, true));
  const userIds = (...filters: (SQL | undefined)[]) =>
    db
      .select({ id: messages.id })
      .from(messages)
      .where(and(ofConversation, eq(messages.sender, 'user'), ...filters))
      .orderBy(desc(messages.id))
      .limit(1);
  const belowCursor = before === undefined ? undefined : lt(messages.id, before);
  // Without `include`, id 0 finds nothing: its three lookups answer null.
  const includeKey = db
    .select({ key: turn })
    .from(messages)
    .where(and(ofConversation, eq(messages.id, include ?? 0)));
  const includeStart = userIds(lte(messages.id, includeKey));
  const [bounds] = await db
    .select({
      // The page's oldest turn by count, and whether one more exists beyond it.
      nth: sql<number | null>`${userIds(belowCursor).offset(limit - 1)}`,
      beyond: sql<number | null>`${userIds(belowCursor).offset(limit)}`,
      includeKey: sql<number | null>`${includeKey}`,
      includeStart: sql<number | null>`${includeStart}`,
      includeBefore: sql<number | null>`${userIds(lt(messages.id, includeStart))}`,
      // No page holds more turns than the budget holds messages.
      reach: sql<number | null>`${userIds(belowCursor).offset(PAGE_BUDGET.maxMessages - 1)}`,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
  if (!bounds) return undefined;

  // null: the page reaches the very start, replies before any user message included.
  let start = bounds.beyond === null ? null : bounds.nth;
  const reaches = bounds.includeKey !== null && (before === undefined || bounds.includeKey < before);
  if (start !== null && reaches) {
    if (bounds.includeStart === null) start = null;
    else if (bounds.includeStart < start) start = bounds.includeBefore === null ? null : bounds.includeStart;
  }
  if (bounds.reach !== null && (start === null || start < bounds.reach)) start = bounds.reach;

  // Newest turn first, each turn's replies before its user message: the order boundedPageStart walks.
  const sizes = await db
    .select({ ...sizeColumns, replyTo: messages.replyTo, sender: messages.sender })
    .from(messages)
    .where(turnsFrom(conversationId, start ?? 0, before))
    .orderBy(desc(turn), asc(sql`${messages.sender} = 'user'`), desc(messages.id))
    .limit(PAGE_BUDGET.maxMessages + 1);
  start = boundedPageStart(sizes, start, PAGE_BUDGET);

  const rows = await db
    .select()
    .from(messages)
    .where(turnsFrom(conversationId, start ?? 0, before))
    .orderBy(asc(messages.id));
  return { rows, olderCursor: start };
}
