import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#server/db/schema/users';
import type { StartingPair } from '#shared/api/admin-settings';

/**
 * The admin's Settings (docs/decisions/047-admin-settings.md): one row, shared by every process.
 * Each setting is null until an admin sets it, and while null the environment's default applies.
 */
export const adminSettings = pgTable(
  'admin_settings',
  {
    // Always 1: a second row could never be read.
    id: integer('id').primaryKey().default(1),
    passwordSignUp: boolean('password_sign_up'),
    googleSignUp: boolean('google_sign_up'),
    startingPair: jsonb('starting_pair').$type<StartingPair>(),
    chatRequestsPerMinute: integer('chat_requests_per_minute'),
    uploadsPerMinute: integer('uploads_per_minute'),
    uploadStorageMb: integer('upload_storage_mb'),
    messageStorageMb: integer('message_storage_mb'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Who saved last; kept when that admin's account is deleted, without naming it.
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('admin_settings_one_row', sql`${table.id} = 1`),
    // A limit of 0 or less would lock every user out: the API's bounds are narrower still.
    check(
      'admin_settings_limits_positive',
      sql`${table.chatRequestsPerMinute} > 0 and ${table.uploadsPerMinute} > 0 and ${table.uploadStorageMb} > 0 and ${table.messageStorageMb} > 0`,
    ),
  ],
);

export type AdminSettingsRow = typeof adminSettings.$inferSelect;
