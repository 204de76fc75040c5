import type { Database, Executor } from '#server/db/database';
import { showBranch } from '#server/db/queries/branches';
import {
  insertConversationRows,
  insertJudgementRows,
  insertMessageRows,
  insertProjectRows,
  insertVoteRows,
  lockedStoredBytes,
  type NewConversationRow,
  type NewJudgementRow,
  type NewMessageRow,
  type NewVoteRow,
  projectNamesOf,
  reserveIds,
} from '#server/db/queries/imports';
import { AppError } from '#server/errors';
import type { ConversationPart, ImportBatch } from '#server/exports/import-batches';
import type { ReadImport } from '#server/exports/import-read';
import { judgementRow, voteRow } from '#server/exports/import-verdicts';
import type { ExportedProject, ImportResult } from '#shared/api/exports';
import { PROJECT_NAME_MAX_LENGTH } from '#shared/constants';
import { messageStorageFullMessage } from '#shared/errors';
import { formatBytes } from '#shared/format-bytes';

/**
 * The name an imported project takes: its own, unless one of the user's projects (from before this
 * import) already has it; then "Name (imported)", "Name (imported 2)"… cut to fit the length limit.
 */
export function importedProjectName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (imported)' : ` (imported ${n})`;
    let base = '';
    // By code points, never cutting a surrogate pair in two.
    for (const char of name) {
      if (base.length + char.length > PROJECT_NAME_MAX_LENGTH - suffix.length) break;
      base += char;
    }
    const candidate = `${base.trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** What the batches so far made: the file's ids as the new rows', and the counts. */
class ImportState {
  readonly projectIds = new Map<number, number>();
  /** The conversation the last batch ended in, and its messages' ids, for a batch that goes on with it. */
  conversationId = 0;
  messageIds = new Map<number, number>();
  /** The last user message of the conversation so far: a question that follows another heads a branch. */
  lastQuestionId: number | null = null;
  /** Conversations with more than one version of a question: their branch shown is marked once all is in. */
  readonly branched = new Set<number>();
  readonly result: ImportResult = { projects: 0, conversations: 0, messages: 0, renamedProjects: 0 };

  constructor(readonly takenNames: ReadonlySet<string>) {}
}

const datesOf = (entry: { createdAt: string; updatedAt: string }) => ({
  createdAt: new Date(entry.createdAt),
  updatedAt: new Date(entry.updatedAt),
});

async function importProjects(tx: Executor, userId: number, projects: ExportedProject[], state: ImportState) {
  const ids = await reserveIds(tx, 'projects', projects.length);
  const rows = projects.map((project, index) => {
    const id = ids[index] as number;
    state.projectIds.set(project.id, id);
    const name = importedProjectName(project.name, state.takenNames);
    if (name !== project.name) state.result.renamedProjects += 1;
    const { description, instructions } = project;
    return { id, userId, name, description, instructions, ...datesOf(project) };
  });
  await insertProjectRows(tx, rows);
  state.result.projects += rows.length;
}

async function importConversations(tx: Executor, userId: number, parts: ConversationPart[], state: ImportState) {
  const conversationIds = await reserveIds(tx, 'conversations', parts.filter((part) => part.head).length);
  const messageIds = await reserveIds(
    tx,
    'messages',
    parts.reduce((sum, part) => sum + part.messages.length, 0),
  );
  const conversationRows: NewConversationRow[] = [];
  const messageRows: NewMessageRow[] = [];
  const voteRows: NewVoteRow[] = [];
  const judgementRows: NewJudgementRow[] = [];
  for (const { head, messages, votes, judgements } of parts) {
    if (head) {
      state.conversationId = conversationIds[conversationRows.length] as number;
      state.messageIds = new Map();
      state.lastQuestionId = null;
      const { projectId, title, providers, contestants } = head;
      conversationRows.push({
        id: state.conversationId,
        userId,
        projectId: projectId === null ? null : (state.projectIds.get(projectId) ?? null),
        title,
        providers,
        contestants,
        ...datesOf(head),
      });
    }
    for (const { id: fileId, replyTo, attachments, createdAt, fused, parentId, ...message } of messages) {
      const id = messageIds[messageRows.length] as number;
      state.messageIds.set(fileId, id);
      // Validation made a question's parentId name an earlier question (an earlier file's, the one before it).
      const parent = parentId == null ? null : (state.messageIds.get(parentId) ?? null);
      if (message.sender === 'user') {
        if (parent !== state.lastQuestionId || !message.active) state.branched.add(state.conversationId);
        state.lastQuestionId = id;
      }
      messageRows.push({
        // Its side as the file names it, or as the schema placed a reply of a file that names none.
        ...message,
        id,
        conversationId: state.conversationId,
        createdAt: new Date(createdAt),
        // Validation made every replyTo name an earlier message of the same conversation.
        replyTo: replyTo === null ? null : (state.messageIds.get(replyTo) ?? null),
        // Validation made a fused reply's two name earlier replies of its own question.
        fusedLeftId: fused ? (state.messageIds.get(fused.leftReplyId) ?? null) : null,
        fusedRightId: fused ? (state.messageIds.get(fused.rightReplyId) ?? null) : null,
        parentId: parent,
        // The files' bytes are not in the file: they are named on the message, never sent to a model.
        importedAttachments: attachments.length > 0 ? attachments : null,
      });
    }
    // After its messages in the file, so every message they name has its new id.
    voteRows.push(...votes.map((vote) => voteRow(userId, vote, state.messageIds)));
    judgementRows.push(...judgements.map((judgement) => judgementRow(userId, judgement, state.messageIds)));
  }
  await insertConversationRows(tx, conversationRows);
  await insertMessageRows(tx, messageRows);
  await insertVoteRows(tx, voteRows);
  await insertJudgementRows(tx, judgementRows);
  state.result.conversations += conversationRows.length;
  state.result.messages += messageRows.length;
}

/**
 * A file read by readImport as new projects and conversations of the user, all in one transaction:
 * refused with nothing stored when it does not fit in the user's message storage, and an error
 * anywhere leaves nothing behind. Its batches are parsed one at a time between the inserts, so the
 * event loop serves other requests meanwhile. Votes and verdicts come along, bound to the new
 * replies; usage figures do not: no reply jobs are made, so API usage counts only calls made on this server.
 */
export async function importFile(
  db: Database,
  userId: number,
  file: ReadImport,
  storageLimitBytes: number,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const used = await lockedStoredBytes(tx, userId);
    if (used + file.storedBytes > storageLimitBytes) {
      const message = messageStorageFullMessage(
        formatBytes(storageLimitBytes),
        formatBytes(used),
        formatBytes(file.storedBytes),
      );
      throw new AppError('message_storage_full', message);
    }
    const state = new ImportState(new Set(await projectNamesOf(tx, userId)));
    for (const json of file.batches) {
      const batch = JSON.parse(json) as ImportBatch;
      await importProjects(tx, userId, batch.projects, state);
      await importConversations(tx, userId, batch.conversations, state);
    }
    for (const conversationId of state.branched) await showBranch(tx, conversationId);
    return state.result;
  });
}
