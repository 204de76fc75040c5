import type { Connection } from '#server/ai/connections/connection';
import { continueTurns } from '#server/ai/continuation';
import { buildThread, HISTORY_BUDGET_CHARS } from '#server/ai/prompt';
import type { ChatTurn } from '#server/ai/providers/chat-provider';
import { readThreadFiles } from '#server/ai/thread-files';
import type { Database } from '#server/db/database';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import { findMessage } from '#server/db/queries/messages';
import { recentHistory } from '#server/db/queries/prompt-history';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import { readUpload } from '#server/uploads/storage';
import { capabilitiesOf } from '#shared/model-capabilities';

/**
 * What a reply job sends its provider: the conversation up to the message it answers, within the
 * history budget, with the files the model reads; and what the person is told about files the
 * model did not get whole. A job that continues a cut-off reply (decision 043) sends that text and
 * a request to go on after it, and says what it was (`continues`), which its reply starts with.
 */
export async function replyThread(
  db: Database,
  dataDir: string,
  connections: readonly Pick<Connection, 'id' | 'kind'>[],
  job: Pick<ReplyJobRow, 'conversationId' | 'userMessageId' | 'provider' | 'side' | 'model' | 'continuesId'>,
): Promise<{ messages: ChatTurn[]; notice: string | null; continues: string | null }> {
  const continues = job.continuesId === null ? null : ((await findMessage(db, job.continuesId))?.content ?? null);
  const tail = continues === null ? [] : continueTurns(continues);
  // The tail always goes: the history before it fits in what it leaves (at least a quarter).
  const tailChars = tail.reduce((sum, turn) => sum + turn.content.length, 0);
  const budget = Math.max(HISTORY_BUDGET_CHARS - tailChars, HISTORY_BUDGET_CHARS / 4);
  const history = await recentHistory(db, job.conversationId, job.userMessageId);
  const files = await attachmentsOf(db, history);
  const withFiles = history.map((message) => ({
    ...message,
    files: (files.get(message.id) ?? []).map((file) => ({
      name: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      storageKey: file.storageKey,
    })),
  }));
  // Unknown only for a connection taken out since; its job never reaches a provider.
  const kind = connections.find((connection) => connection.id === job.provider)?.kind ?? 'openai-compatible';
  const reads = capabilitiesOf(kind, job.model);
  const planned = [...buildThread(withFiles, job.side, job.userMessageId, budget, reads), ...tail];
  const thread = await readThreadFiles(planned, { model: job.model, read: (key) => readUpload(dataDir, key) });
  return { ...thread, continues };
}
