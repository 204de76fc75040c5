import type { Executor } from '#server/db/database';
import { findConversation } from '#server/db/queries/conversations';
import {
  conversationHasMessages,
  conversationsToExport,
  judgementsToExport,
  messagesToExport,
  projectsToExport,
  votesToExport,
} from '#server/db/queries/exports';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import { findProject } from '#server/db/queries/projects';
import type { MessageRow } from '#server/db/schema/messages';
import type { UploadedFileRow } from '#server/db/schema/uploaded-files';
import { AppError } from '#server/errors';
import { ConversationPages, type PagePosition } from '#server/exports/conversation-pages';
import {
  type ExportedConversationHead,
  exportedAttachments,
  MessageNumbers,
  toExportedConversationHead,
  toExportedJudgement,
  toExportedMessage,
  toExportedProject,
  toExportedVote,
} from '#server/exports/export-shape';
import type { ExportedMessage } from '#shared/api/exported-conversations';
import type { ExportedJudgement, ExportedVote } from '#shared/api/exported-verdicts';
import type { ExportedProject } from '#shared/api/exports';

/** What an export reads, in file order: every writer (JSON, Markdown) takes these. */
export type ExportEvent =
  | { type: 'projects'; projects: ExportedProject[] }
  | { type: 'conversation'; conversation: ExportedConversationHead }
  | { type: 'message'; message: ExportedMessage }
  | { type: 'vote'; vote: ExportedVote }
  | { type: 'judgement'; judgement: ExportedJudgement }
  | { type: 'conversation-end' };

/** The transaction an export reads in: one snapshot of the account, and no writes. */
export const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

// Memory stays bounded by these, whatever the account holds: a batch of conversation rows and a
// page of messages (with their files' rows), of votes and of verdicts at a time.
export const CONVERSATION_BATCH = 100;
export const MESSAGE_PAGE = 1000;

type MessageWithFiles = { row: MessageRow; files: UploadedFileRow[] };

/** A vote's or verdict's place: its conversation, then its turn (the query names both). */
const turnPosition = ({ conversationId, id }: PagePosition): PagePosition => ({ conversationId, id });

/** What the export reads of a batch of conversations, each kind a page at a time. */
function pagesOf(db: Executor, userId: number, conversationIds: number[]) {
  return {
    messages: new ConversationPages<MessageWithFiles>(
      async (after, limit) => {
        const rows = await messagesToExport(db, conversationIds, after, limit);
        const files = await attachmentsOf(db, rows);
        return rows.map((row) => ({ row, files: files.get(row.id) ?? [] }));
      },
      ({ row }) => ({ conversationId: row.conversationId, id: row.id }),
      MESSAGE_PAGE,
    ),
    votes: new ConversationPages(
      (after, limit) => votesToExport(db, userId, conversationIds, after, limit),
      turnPosition,
      MESSAGE_PAGE,
    ),
    judgements: new ConversationPages(
      (after, limit) => judgementsToExport(db, userId, conversationIds, after, limit),
      turnPosition,
      MESSAGE_PAGE,
    ),
  };
}

/**
 * Reads the user's projects and conversations (or, with `conversationId`, that conversation and its
 * project) batch by batch. Run it in one transaction for a consistent file.
 */
export async function* readExport(db: Executor, userId: number, conversationId?: number): AsyncGenerator<ExportEvent> {
  const only = conversationId === undefined ? undefined : await findConversation(db, userId, conversationId);
  // Another user's conversation is as missing as a deleted one.
  if (conversationId !== undefined && !only) throw new AppError('conversation_not_found');
  // Nor is one without messages written: the account's export leaves it out.
  if (only && !(await conversationHasMessages(db, only.id))) throw new AppError('nothing_to_export');
  const project = only?.projectId ? await findProject(db, userId, only.projectId) : undefined;
  const projectRows = only === undefined ? await projectsToExport(db, userId) : project ? [project] : [];
  const projectIds = new Map(projectRows.map((row, index) => [row.id, index + 1]));
  yield { type: 'projects', projects: projectRows.map((row, index) => toExportedProject(row, index + 1)) };

  let afterId = 0;
  for (;;) {
    const batch = only ? [only] : await conversationsToExport(db, userId, afterId, CONVERSATION_BATCH);
    const pages = pagesOf(
      db,
      userId,
      batch.map((row) => row.id),
    );
    for (const row of batch) {
      const projectId = row.projectId === null ? null : (projectIds.get(row.projectId) ?? null);
      yield { type: 'conversation', conversation: toExportedConversationHead(row, projectId) };
      const numbers = new MessageNumbers();
      for await (const message of pages.messages.of(row.id)) {
        const attachments = exportedAttachments(message.row, message.files);
        yield { type: 'message', message: toExportedMessage(message.row, numbers.add(message.row), attachments) };
      }
      // After the messages, so that every reply a vote or verdict names is numbered.
      for await (const { vote } of pages.votes.of(row.id)) yield { type: 'vote', vote: toExportedVote(vote, numbers) };
      for await (const { judgement } of pages.judgements.of(row.id)) {
        yield { type: 'judgement', judgement: toExportedJudgement(judgement, numbers) };
      }
      yield { type: 'conversation-end' };
    }
    const last = batch.at(-1);
    if (only || !last || batch.length < CONVERSATION_BATCH) return;
    afterId = last.id;
  }
}
