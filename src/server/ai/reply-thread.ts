import type { Connection } from '#server/ai/connections/connection';
import { buildThread, HISTORY_BUDGET_CHARS } from '#server/ai/prompt';
import type { ChatTurn } from '#server/ai/providers/chat-provider';
import { readThreadFiles } from '#server/ai/thread-files';
import type { Database } from '#server/db/database';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import { recentHistory } from '#server/db/queries/prompt-history';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import { readUpload } from '#server/uploads/storage';
import { capabilitiesOf } from '#shared/model-capabilities';

/**
 * What a reply job sends its provider: the conversation up to the message it answers, within the
 * history budget, with the files the model reads; and what the person is told about files the
 * model did not get whole.
 */
export async function replyThread(
  db: Database,
  dataDir: string,
  connections: readonly Pick<Connection, 'id' | 'kind'>[],
  job: Pick<ReplyJobRow, 'conversationId' | 'userMessageId' | 'provider' | 'side' | 'model'>,
): Promise<{ messages: ChatTurn[]; notice: string | null }> {
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
  const planned = buildThread(withFiles, job.side, job.userMessageId, HISTORY_BUDGET_CHARS, reads);
  return readThreadFiles(planned, { model: job.model, read: (key) => readUpload(dataDir, key) });
}
