import { STORED_ROW_BYTES } from '#server/quotas/message-storage';
import type { ExportFile } from '#shared/api/exports';

const bytes = (text: string | null) => (text ? Buffer.byteLength(text) : 0);

/**
 * The storage a validated file takes once imported, as `lockedStoredBytes` (db/queries/imports.ts)
 * counts it: the UTF-8 bytes of messages' text and notices and of projects' descriptions and
 * instructions, and STORED_ROW_BYTES for each message, conversation and project.
 */
export function storedBytesOf(file: ExportFile): number {
  let total = 0;
  for (const project of file.projects) {
    total += STORED_ROW_BYTES + bytes(project.description) + bytes(project.instructions);
  }
  for (const conversation of file.conversations) {
    // One without messages is not imported (import-batches.ts).
    if (conversation.messages.length > 0) total += STORED_ROW_BYTES;
    for (const message of conversation.messages) {
      total += STORED_ROW_BYTES + bytes(message.content) + bytes(message.notice);
    }
  }
  return total;
}
