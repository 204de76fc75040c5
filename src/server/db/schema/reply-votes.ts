import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { messages } from '#server/db/schema/messages';
import { users } from '#server/db/schema/users';
import { VOTE_CHOICES } from '#shared/api/votes';

/**
 * A person's judgement of one turn asked of two models. The models are copied in, and the message
 * link is cleared rather than the vote deleted when the conversation goes: the scoreboard is about
 * the models, and deleting a chat should not rewrite it. Within a living conversation it judges the
 * exact replies it names: a regenerate or an edit withdraws it from the scoreboard until they are
 * shown again.
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
    choice: text('choice', { enum: VOTE_CHOICES }).notNull(),
    leftProvider: text('left_provider').notNull(),
    leftModel: text('left_model').notNull(),
    rightProvider: text('right_provider').notNull(),
    rightModel: text('right_model').notNull(),
    /**
     * The reply versions judged, side a's and side b's (decision 040). Cleared when an edit removes
     * them; while the turn lasts, the vote counts only as long as both are the versions shown.
     */
    leftReplyId: integer('left_reply_id').references(() => messages.id, { onDelete: 'set null' }),
    rightReplyId: integer('right_reply_id').references(() => messages.id, { onDelete: 'set null' }),
    /** Cast with the models' names hidden (decision 044): the scoreboard can count these alone. */
    blind: boolean('blind').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reply_votes_user_id_updated_at_idx').on(table.userId, table.updatedAt),
    // An edit deletes replies: each one's votes are found by index, not by reading every vote.
    index('reply_votes_left_reply_id_idx').on(table.leftReplyId),
    index('reply_votes_right_reply_id_idx').on(table.rightReplyId),
    check(
      'reply_votes_choice_check',
      sql`${table.choice} in (${sql.raw(VOTE_CHOICES.map((choice) => `'${choice}'`).join(', '))})`,
    ),
  ],
);

export type ReplyVoteRow = typeof replyVotes.$inferSelect;
