import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { messages } from '#server/db/schema/messages';
import { users } from '#server/db/schema/users';
import { JUDGE_VERDICTS } from '#shared/api/judgements';

/**
 * A judge model's verdict on one turn's two replies (docs/decisions/046-judge.md): the latest per
 * turn. It goes with its turn; the versions it judged are named, as a vote's are.
 */
export const turnJudgements = pgTable(
  'turn_judgements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user message both replies answer; one judgement per turn, the latest. */
    messageId: integer('message_id')
      .notNull()
      .unique()
      .references(() => messages.id, { onDelete: 'cascade' }),
    judgeProvider: text('judge_provider').notNull(),
    judgeModel: text('judge_model').notNull(),
    leftReplyId: integer('left_reply_id').references(() => messages.id, { onDelete: 'set null' }),
    rightReplyId: integer('right_reply_id').references(() => messages.id, { onDelete: 'set null' }),
    verdict: text('verdict', { enum: JUDGE_VERDICTS }).notNull(),
    /** The two askings' picks, side a's answer first, then side b's: ['left', 'tie']. */
    choices: jsonb('choices').$type<['left' | 'right' | 'tie', 'left' | 'right' | 'tie']>().notNull(),
    reason: text('reason').notNull(),
    quotes: jsonb('quotes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('turn_judgements_user_id_idx').on(table.userId),
    index('turn_judgements_left_reply_id_idx').on(table.leftReplyId),
    index('turn_judgements_right_reply_id_idx').on(table.rightReplyId),
    check(
      'turn_judgements_verdict_check',
      sql`${table.verdict} in (${sql.raw(JUDGE_VERDICTS.map((verdict) => `'${verdict}'`).join(', '))})`,
    ),
  ],
);

export type TurnJudgementRow = typeof turnJudgements.$inferSelect;
