import type { ConversationRow } from '#server/db/schema/conversations';
import type { MessageRow } from '#server/db/schema/messages';
import type { ProjectRow } from '#server/db/schema/projects';
import type { UploadedFileRow } from '#server/db/schema/uploaded-files';
import type { ExportedAttachment, ExportedConversation, ExportedMessage } from '#shared/api/exported-conversations';
import type { ExportedProject } from '#shared/api/exports';

/** Rows become the export file's shapes only here (src/shared/api/exports.ts), with the file's own ids. */

export function toExportedProject(row: ProjectRow, id: number): ExportedProject {
  return {
    id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ExportedConversationHead = Omit<ExportedConversation, 'messages'>;

export function toExportedConversationHead(row: ConversationRow, projectId: number | null): ExportedConversationHead {
  return {
    title: row.title,
    projectId,
    providers: row.providers,
    contestants: row.contestants,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The files still stored with the message, then those an import brought (named only). */
export function exportedAttachments(row: MessageRow, files: readonly UploadedFileRow[] = []): ExportedAttachment[] {
  return [
    ...files.map((file) => ({ name: file.originalName, type: file.mimeType, size: file.size })),
    ...(row.importedAttachments ?? []),
  ];
}

/**
 * Numbers a conversation's messages 1, 2, 3… in the order written, and finds the number of the
 * message a reply answers: always an earlier one, so it is already numbered.
 */
export class MessageNumbers {
  private readonly numbers = new Map<number, number>();

  add(row: MessageRow): { id: number; replyTo: number | null } {
    const id = this.numbers.size + 1;
    this.numbers.set(row.id, id);
    return { id, replyTo: row.replyTo === null ? null : (this.numbers.get(row.replyTo) ?? null) };
  }
}

export function toExportedMessage(
  row: MessageRow,
  ids: { id: number; replyTo: number | null },
  attachments: ExportedAttachment[],
): ExportedMessage {
  return {
    id: ids.id,
    sender: row.sender,
    side: row.side,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    model: row.model,
    error: row.error,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    latencyMs: row.latencyMs,
    firstTokenMs: row.firstTokenMs,
    stopped: row.stopped,
    usageEstimated: row.usageEstimated,
    notice: row.notice,
    replyTo: ids.replyTo,
    active: row.active,
    attachments,
  };
}
