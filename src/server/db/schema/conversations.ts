import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '#server/db/schema/projects';
import { users } from '#server/db/schema/users';
import type { Contestant } from '#shared/api/contestants';

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Deleting a project moves its conversations out of it; they are kept.
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The connections its last message asked, so that the toggles come back as they were; null before any. */
    providers: jsonb('providers').$type<string[]>(),
    /** The contestants its last `contestants` send asked, side a first (decision 039); null when asked through `models`. */
    contestants: jsonb('contestants').$type<Contestant[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_user_id_updated_at_idx').on(table.userId, table.updatedAt.desc()),
    index('conversations_project_id_idx').on(table.projectId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
