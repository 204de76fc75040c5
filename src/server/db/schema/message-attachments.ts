import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { messages } from '#server/db/schema/messages';
import { uploadedFiles } from '#server/db/schema/uploaded-files';

/**
 * The files sent with a user message, in the order attached. A file is sent once (unique file id):
 * it then belongs to that message, and goes when the message's conversation is deleted.
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
      .unique()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  // Also the index that reads a page of messages' files.
  (table) => [primaryKey({ columns: [table.messageId, table.position] })],
);

export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;
