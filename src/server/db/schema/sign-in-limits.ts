import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in counters, shared by every process and kept across restarts: a client's calls in the
 * current window, or a client's failures for one e-mail address with the back-off they earned.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    // A hash of what is counted (client, or client and e-mail): no addresses are kept here.
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_limits_expires_at_idx').on(table.expiresAt)],
);
