import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { messages } from '#server/db/schema/messages';
import { users } from '#server/db/schema/users';

/**
 * A person's judgement of one turn asked of two models. The models are copied in, and the message
 * link is cleared rather than the vote deleted when the conversation goes: the scoreboard is about
 * the models, and deleting a chat should not rewrite it.
 */
export const replyVotes = pgTable(
  'reply_votes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user message both replies answer; one vote per turn. */
    messageId: integer('message_id')
      .unique()
      .references(() => messages.id, { onDelete: 'set null' }),
    choice: text('choice', { enum: ['left', 'right', 'tie'] }).notNull(),
    leftProvider: text('left_provider').notNull(),
    leftModel: text('left_model').notNull(),
    rightProvider: text('right_provider').notNull(),
    rightModel: text('right_model').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reply_votes_user_id_updated_at_idx').on(table.userId, table.updatedAt),
    check('reply_votes_choice_check', sql`${table.choice} in ('left', 'right', 'tie')`),
  ],
);

export type ReplyVoteRow = typeof replyVotes.$inferSelect;
