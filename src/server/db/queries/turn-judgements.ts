import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { messages } from '#server/db/schema/messages';
import { type TurnJudgementRow, turnJudgements } from '#server/db/schema/turn-judgements';

export type NewJudgement = Omit<TurnJudgementRow, 'id' | 'createdAt'>;

/** Stores a turn's judgement, replacing the one it had. */
export async function saveJudgement(db: Executor, judgement: NewJudgement): Promise<TurnJudgementRow> {
  const { messageId: _, userId: __, ...values } = judgement;
  const [row] = await db
    .insert(turnJudgements)
    .values(judgement)
    .onConflictDoUpdate({ target: turnJudgements.messageId, set: { ...values, createdAt: new Date() } })
    .returning();
  if (!row) throw new Error('the judgement was not saved');
  return row;
}

/** The judgements of the user's turns in one conversation. */
export async function listConversationJudgements(
  db: Executor,
  userId: number,
  conversationId: number,
): Promise<TurnJudgementRow[]> {
  return db
    .select({ judgement: turnJudgements })
    .from(turnJudgements)
    .innerJoin(messages, eq(messages.id, turnJudgements.messageId))
    .where(and(eq(turnJudgements.userId, userId), eq(messages.conversationId, conversationId)))
    .orderBy(turnJudgements.messageId)
    .then((rows) => rows.map((row) => row.judgement));
}

/** The texts of these messages, by id. */
export async function messageTexts(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(inArray(messages.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.content]));
}
