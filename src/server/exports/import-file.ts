import type { Database, Executor } from '#server/db/database';
import {
  insertConversationRows,
  insertMessageRows,
  insertProjectRows,
  type NewConversationRow,
  type NewMessageRow,
  projectNamesOf,
  reserveIds,
} from '#server/db/queries/imports';
import type { ExportedConversation, ExportFile, ImportResult } from '#shared/api/exports';
import { PROJECT_NAME_MAX_LENGTH } from '#shared/constants';

// Conversations whose rows are built and inserted together: a bounded share of the file at a time.
const CONVERSATION_BATCH = 200;

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

async function importConversations(
  tx: Executor,
  userId: number,
  batch: ExportedConversation[],
  projectIds: ReadonlyMap<number, number>,
): Promise<number> {
  const conversationIds = await reserveIds(tx, 'conversations', batch.length);
  const messageIds = await reserveIds(
    tx,
    'messages',
    batch.reduce((sum, conversation) => sum + conversation.messages.length, 0),
  );
  const conversationRows: NewConversationRow[] = [];
  const messageRows: NewMessageRow[] = [];
  batch.forEach((conversation, index) => {
    const conversationId = conversationIds[index] as number;
    conversationRows.push({
      id: conversationId,
      userId,
      projectId: conversation.projectId === null ? null : (projectIds.get(conversation.projectId) ?? null),
      title: conversation.title,
      providers: conversation.providers,
      createdAt: new Date(conversation.createdAt),
      updatedAt: new Date(conversation.updatedAt),
    });
    // The file's message ids, as the rows' own: validation made every replyTo name an earlier message.
    const ids = new Map<number, number>();
    for (const message of conversation.messages) {
      const id = messageIds[messageRows.length] as number;
      ids.set(message.id, id);
      const { replyTo, attachments } = message;
      messageRows.push({
        id,
        conversationId,
        sender: message.sender,
        content: message.content,
        createdAt: new Date(message.createdAt),
        model: message.model,
        error: message.error,
        inputTokens: message.inputTokens,
        outputTokens: message.outputTokens,
        latencyMs: message.latencyMs,
        firstTokenMs: message.firstTokenMs,
        stopped: message.stopped,
        usageEstimated: message.usageEstimated,
        notice: message.notice,
        replyTo: replyTo === null ? null : (ids.get(replyTo) ?? null),
        active: message.active,
        // The files' bytes are not in the file: they are named on the message, never sent to a model.
        importedAttachments: attachments.length > 0 ? attachments : null,
      });
    }
  });
  await insertConversationRows(tx, conversationRows);
  await insertMessageRows(tx, messageRows);
  return messageRows.length;
}

/**
 * A validated export file as new projects and conversations of the user, all in one transaction:
 * an error anywhere leaves nothing behind. Usage figures and votes are not part of it: no reply jobs
 * are made, so API usage counts only calls made on this server.
 */
export async function importFile(db: Database, userId: number, file: ExportFile): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const taken = new Set(await projectNamesOf(tx, userId));
    const ids = await reserveIds(tx, 'projects', file.projects.length);
    const projectIds = new Map(file.projects.map((project, index) => [project.id, ids[index] as number]));
    const names = file.projects.map((project) => importedProjectName(project.name, taken));
    await insertProjectRows(
      tx,
      file.projects.map((project, index) => ({
        id: ids[index] as number,
        userId,
        name: names[index] as string,
        description: project.description,
        instructions: project.instructions,
        createdAt: new Date(project.createdAt),
        updatedAt: new Date(project.updatedAt),
      })),
    );
    let messages = 0;
    for (let start = 0; start < file.conversations.length; start += CONVERSATION_BATCH) {
      const batch = file.conversations.slice(start, start + CONVERSATION_BATCH);
      messages += await importConversations(tx, userId, batch, projectIds);
    }
    const renamedProjects = file.projects.filter((project, index) => names[index] !== project.name).length;
    return { projects: file.projects.length, conversations: file.conversations.length, messages, renamedProjects };
  });
}
