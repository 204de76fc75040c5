import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time links that make their first sign-up an admin (a public server without ADMIN_EMAIL). */
export const setupTokens = pgTable('setup_tokens', {
  // SHA-256 of the token in the printed link: a copy of the table cannot be used as one.
  tokenHash: text('token_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
