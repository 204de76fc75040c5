import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ModelSettings } from '#shared/api/chat';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    // scrypt hash; empty for an account that signed up with Google and has not set a password.
    password: text('password').notNull().default(''),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    defaultModel: text('default_model', { enum: ['openai', 'claude'] })
      .notNull()
      .default('openai'),
    /** Preferences' "Both": a new conversation asks both providers. `defaultModel` stays what other clients read. */
    askBoth: boolean('ask_both').notNull().default(false),
    /** The chat screen's Blind switch (decision 044): models' names hidden until the vote. */
    blind: boolean('blind').notNull().default(false),
    googleId: text('google_id').unique(),
    auth0Id: text('auth0_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Null until the first sign-in: an account an admin added has never been active.
    lastActive: timestamp('last_active', { withTimezone: true }),
    // The sidebar's per-provider model settings; null until the user first changes them.
    modelSettings: jsonb('model_settings').$type<ModelSettings>(),
  },
  (table) => [check('users_default_model_check', sql`${table.defaultModel} in ('openai', 'claude')`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
