import type { ExportFile } from '#shared/api/exports';

/**
 * What a message, conversation or project weighs in the message storage quota (MESSAGE_STORAGE_MB)
 * besides its text: its row, dates, figures and short fields. Without it a file of empty messages
 * would store rows without end; with it an export's size stays close to the storage it fills.
 */
export const STORED_ROW_BYTES = 256;

const bytes = (text: string | null) => (text ? Buffer.byteLength(text) : 0);

/**
 * The storage a validated file takes once imported, as `storedTextBytes` (db/queries/imports.ts)
 * counts it: the UTF-8 bytes of messages' text and notices and of projects' descriptions and
 * instructions, and STORED_ROW_BYTES for each message, conversation and project.
 */
export function storedBytesOf(file: ExportFile): number {
  let total = 0;
  for (const project of file.projects) {
    total += STORED_ROW_BYTES + bytes(project.description) + bytes(project.instructions);
  }
  for (const conversation of file.conversations) {
    total += STORED_ROW_BYTES;
    for (const message of conversation.messages) {
      total += STORED_ROW_BYTES + bytes(message.content) + bytes(message.notice);
    }
  }
  return total;
}
