import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { messages } from '#server/db/schema/messages';
import { uploadedFiles } from '#server/db/schema/uploaded-files';

/**
 * The files sent with a user message, in the order attached. A file is sent once: it then belongs to
 * that message and to the versions an edit makes of it (docs/decisions/055-branches.md), and goes
 * when their conversation is deleted.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    // Deleting the file (Settings → Files) takes it off the message; the message's text still names it.
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** On a version an edit made: the file came with the question it edits, not with a send. */
    inherited: boolean('inherited').notNull().default(false),
  },
  // Also the index that reads a page of messages' files.
  (table) => [
    primaryKey({ columns: [table.messageId, table.position] }),
    // A file is sent once: two sends of one file at once, the later breaks this.
    uniqueIndex('message_attachments_file_id_unique').on(table.fileId).where(sql`not ${table.inherited}`),
    // What deleting a file takes off, versions included.
    index('message_attachments_file_id_idx').on(table.fileId),
  ],
);

export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;
