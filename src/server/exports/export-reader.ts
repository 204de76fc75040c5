import type { Executor } from '#server/db/database';
import { findConversation } from '#server/db/queries/conversations';
import { conversationsToExport, messagesToExport, projectsToExport } from '#server/db/queries/exports';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import { findProject } from '#server/db/queries/projects';
import type { MessageRow } from '#server/db/schema/messages';
import type { UploadedFileRow } from '#server/db/schema/uploaded-files';
import { AppError } from '#server/errors';
import {
  type ExportedConversationHead,
  exportedAttachments,
  MessageNumbers,
  toExportedConversationHead,
  toExportedMessage,
  toExportedProject,
} from '#server/exports/export-shape';
import type { ExportedMessage } from '#shared/api/exported-conversations';
import type { ExportedProject } from '#shared/api/exports';

/** What an export reads, in file order: every writer (JSON, Markdown) takes these. */
export type ExportEvent =
  | { type: 'projects'; projects: ExportedProject[] }
  | { type: 'conversation'; conversation: ExportedConversationHead }
  | { type: 'message'; message: ExportedMessage }
  | { type: 'conversation-end' };

/** The transaction an export reads in: one snapshot of the account, and no writes. */
export const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

// Memory stays bounded by these, whatever the account holds: a batch of conversation rows and a
// page of messages (with their files' rows) at a time.
export const CONVERSATION_BATCH = 100;
export const MESSAGE_PAGE = 1000;

type MessageWithFiles = { row: MessageRow; files: UploadedFileRow[] };

/** The messages of a batch of conversations, a page at a time, handed out conversation by conversation. */
class MessagePages {
  private page: MessageWithFiles[] = [];
  private position = 0;
  private after = { conversationId: 0, id: 0 };
  private exhausted = false;

  constructor(
    private readonly db: Executor,
    private readonly conversationIds: number[],
  ) {}

  private async next(): Promise<MessageWithFiles | undefined> {
    if (this.position >= this.page.length && !this.exhausted) {
      const rows = await messagesToExport(this.db, this.conversationIds, this.after, MESSAGE_PAGE);
      this.exhausted = rows.length < MESSAGE_PAGE;
      const last = rows.at(-1);
      if (last) this.after = { conversationId: last.conversationId, id: last.id };
      const files = await attachmentsOf(this.db, rows);
      this.page = rows.map((row) => ({ row, files: files.get(row.id) ?? [] }));
      this.position = 0;
    }
    return this.page[this.position];
  }

  /** The conversation's messages in id order; conversations must be asked for in id order, as pages run. */
  async *of(conversationId: number): AsyncGenerator<MessageWithFiles> {
    for (let next = await this.next(); next?.row.conversationId === conversationId; next = await this.next()) {
      this.position++;
      yield next;
    }
  }
}

/**
 * Reads the user's projects and conversations (or, with `conversationId`, that conversation and its
 * project) batch by batch. Run it in one transaction for a consistent file.
 */
export async function* readExport(db: Executor, userId: number, conversationId?: number): AsyncGenerator<ExportEvent> {
  const only = conversationId === undefined ? undefined : await findConversation(db, userId, conversationId);
  // Another user's conversation is as missing as a deleted one.
  if (conversationId !== undefined && !only) throw new AppError('conversation_not_found');
  const project = only?.projectId ? await findProject(db, userId, only.projectId) : undefined;
  const projectRows = only === undefined ? await projectsToExport(db, userId) : project ? [project] : [];
  const projectIds = new Map(projectRows.map((row, index) => [row.id, index + 1]));
  yield { type: 'projects', projects: projectRows.map((row, index) => toExportedProject(row, index + 1)) };

  let afterId = 0;
  for (;;) {
    const batch = only ? [only] : await conversationsToExport(db, userId, afterId, CONVERSATION_BATCH);
    const pages = new MessagePages(
      db,
      batch.map((row) => row.id),
    );
    for (const row of batch) {
      const projectId = row.projectId === null ? null : (projectIds.get(row.projectId) ?? null);
      yield { type: 'conversation', conversation: toExportedConversationHead(row, projectId) };
      const numbers = new MessageNumbers();
      for await (const message of pages.of(row.id)) {
        const attachments = exportedAttachments(message.row, message.files);
        yield { type: 'message', message: toExportedMessage(message.row, numbers.add(message.row), attachments) };
      }
      yield { type: 'conversation-end' };
    }
    const last = batch.at(-1);
    if (only || !last || batch.length < CONVERSATION_BATCH) return;
    afterId = last.id;
  }
}
