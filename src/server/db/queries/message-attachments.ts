import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/database';
import { reusableQuery } from '#server/db/reusable-query';
import { messageAttachments } from '#server/db/schema/message-attachments';
import { messages } from '#server/db/schema/messages';
import { type UploadedFileRow, uploadedFiles } from '#server/db/schema/uploaded-files';
import { span } from '#server/db/sql-clock';

/**
 * The user's own files among `ids`, each with whether it was already sent with a message. The rows
 * stay share-locked until the transaction ends, so the unsent-upload sweep cannot remove a file
 * while it is being attached (and waits, instead, for the attachment to be visible).
 */
export async function lockOwnFilesToSend(
  tx: Executor,
  userId: number,
  ids: number[],
): Promise<{ file: UploadedFileRow; sent: boolean }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      file: uploadedFiles,
      // A file sent with a question stays on the versions an edit makes of it: one row per file all the same.
      sent: sql<boolean>`exists (select 1 from ${messageAttachments} where ${messageAttachments.fileId} = ${uploadedFiles.id})`,
    })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.userId, userId)))
    .for('key share', { of: uploadedFiles });
  return rows.map((row) => ({ file: row.file, sent: row.sent }));
}

/** The files of one message, in the order given. */
export async function insertAttachments(tx: Executor, messageId: number, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx.insert(messageAttachments).values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
}

// Every reply and every page of messages reads them; the ids go as one array, so one statement serves any number.
const filesOfMessages = reusableQuery((db) =>
  db
    .select({ messageId: messageAttachments.messageId, file: uploadedFiles })
    .from(messageAttachments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, messageAttachments.fileId))
    .where(sql`${messageAttachments.messageId} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.position)),
);

/** The files of these messages, by message id, in the order attached: one query for a page of messages. */
export async function attachmentsOf(
  db: Executor,
  messageRows: { id: number; sender: string }[],
): Promise<Map<number, UploadedFileRow[]>> {
  const byMessage = new Map<number, UploadedFileRow[]>();
  // Only user messages carry files: a page of replies costs no query.
  const ids = messageRows.filter((row) => row.sender === 'user').map((row) => row.id);
  if (ids.length === 0) return byMessage;
  const rows = await filesOfMessages(db, { ids });
  for (const { messageId, file } of rows) {
    const list = byMessage.get(messageId);
    if (list) list.push(file);
    else byMessage.set(messageId, [file]);
  }
  return byMessage;
}

/**
 * Deletes the rows of the files sent in the user's conversation, for the caller to remove their
 * bytes once the transaction commits; run it in the transaction that deletes the conversation.
 */
export async function deleteConversationFiles(tx: Executor, userId: number, conversationId: number): Promise<string[]> {
  const sentHere = tx
    .select({ fileId: messageAttachments.fileId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messages.conversationId, conversationId));
  const rows = await tx
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.id, sentHere)))
    .returning({ storageKey: uploadedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

const unsent = (tx: Executor) =>
  notExists(tx.select({ one: sql`1` }).from(messageAttachments).where(eq(messageAttachments.fileId, uploadedFiles.id)));

/**
 * Deletes uploads older than `lifetimeMs` that were never sent with a message; their storage keys,
 * to remove the bytes. Safe with several processes and with a message being sent: candidates are
 * locked first (skipping those a send or another sweep holds), and then deleted by a statement whose
 * fresh view sees every attachment committed before the locks were taken.
 */
export async function deleteUnsentUploads(db: Database, lifetimeMs: number, limit = 500): Promise<string[]> {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(and(sql`${uploadedFiles.createdAt} < now() - ${span(lifetimeMs)}`, unsent(tx)))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return [];
    const rows = await tx
      .delete(uploadedFiles)
      .where(
        and(
          inArray(
            uploadedFiles.id,
            candidates.map((row) => row.id),
          ),
          unsent(tx),
        ),
      )
      .returning({ storageKey: uploadedFiles.storageKey });
    return rows.map((row) => row.storageKey);
  });
}
