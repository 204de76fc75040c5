import type { Executor } from '#server/db/database';
import { branchIdsOf } from '#server/db/queries/branches';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import type { MessageRow } from '#server/db/schema/messages';
import { toMessage } from '#server/serializers';
import type { Message } from '#shared/api/messages';

/**
 * Messages as every read answers them: each with its files and, for a question that was edited, the
 * versions it steps through (decision 055). Two statements for any number of rows.
 */
export async function messagesOut(db: Executor, rows: MessageRow[]): Promise<Message[]> {
  const files = await attachmentsOf(db, rows);
  const branches = await branchIdsOf(db, rows);
  return rows.map((row) => toMessage(row, files.get(row.id), branches.get(row.id)));
}
