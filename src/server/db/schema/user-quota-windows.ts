import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#server/db/schema/users';

export const QUOTA_KINDS = ['chat', 'upload'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

/**
 * A user's calls of one kind in the current fixed window, shared by every process and kept across
 * restarts. One row per user and kind, gone with the user: the table needs no sweep.
 */
export const userQuotaWindows = pgTable(
  'user_quota_windows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: QUOTA_KINDS }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
