import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#server/db/schema/users';

/** Password reset links an admin copies for a user (docs/behaviour.md, Admin): one live link per user. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  // SHA-256 of the token in the link: a copy of the table cannot be used as one.
  tokenHash: text('token_hash').primaryKey(),
  // Unique: a new link replaces the user's older one, which stops working.
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
