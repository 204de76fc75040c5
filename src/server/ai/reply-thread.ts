import type { Connection } from '#server/ai/connections/connection';
import { continueTurns } from '#server/ai/continuation';
import { fuseTurns } from '#server/ai/fuse-prompt';
import { buildThread, HISTORY_BUDGET_CHARS } from '#server/ai/prompt';
import type { ChatTurn } from '#server/ai/providers/chat-provider';
import { readThreadFiles } from '#server/ai/thread-files';
import type { Database } from '#server/db/database';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import { findMessage } from '#server/db/queries/messages';
import { recentHistory } from '#server/db/queries/prompt-history';
import { messageTexts } from '#server/db/queries/turn-judgements';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import { readUpload } from '#server/uploads/storage';
import { capabilitiesOf } from '#shared/model-capabilities';

type ThreadJob = Pick<
  ReplyJobRow,
  'conversationId' | 'userMessageId' | 'provider' | 'side' | 'model' | 'continuesId' | 'fusedLeftId' | 'fusedRightId'
>;

/**
 * A fuse job's one turn (docs/decisions/054-fuse.md): the question and the two reply versions it
 * names, read now; null for any other job. No history and no files: it merges two texts, as a judge
 * reads them.
 */
export async function fuseThread(db: Database, job: ThreadJob): Promise<ChatTurn[] | null> {
  if (job.fusedLeftId === null || job.fusedRightId === null) return null;
  const texts = await messageTexts(db, [job.userMessageId, job.fusedLeftId, job.fusedRightId]);
  return fuseTurns(job.userMessageId, {
    question: texts.get(job.userMessageId) ?? '',
    a: texts.get(job.fusedLeftId) ?? '',
    b: texts.get(job.fusedRightId) ?? '',
  }).map(({ role, content }) => ({ role, content }));
}

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
  job: ThreadJob,
): Promise<{ messages: ChatTurn[]; notice: string | null; continues: string | null }> {
  const fused = await fuseThread(db, job);
  if (fused) return { messages: fused, notice: null, continues: null };
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
  // A job with no side is a fuse, answered above: the fallback only narrows the type.
  const planned = [...buildThread(withFiles, job.side ?? 'a', job.userMessageId, budget, reads), ...tail];
  const thread = await readThreadFiles(planned, { model: job.model, read: (key) => readUpload(dataDir, key) });
  return { ...thread, continues };
}
