import type { Database } from '#server/db/database';
import { type ExportEvent, readExport, SNAPSHOT } from '#server/exports/export-reader';
import type { ExportedConversationHead } from '#server/exports/export-shape';
import { jsonChunks } from '#server/exports/json-writer';
import type { ConnectionLabels } from '#server/exports/markdown-turns';
import { conversationMarkdown } from '#server/exports/markdown-writer';
import type { ExportedMessage } from '#shared/api/exported-conversations';
import type { ExportedJudgement, ExportedVote } from '#shared/api/exported-verdicts';
import type { ExportFormat } from '#shared/api/exports';

export interface ConversationExport {
  title: string;
  contentType: string;
  extension: 'md' | 'json';
  body: string;
}

async function* replay(events: ExportEvent[]): AsyncGenerator<ExportEvent> {
  yield* events;
}

/**
 * One conversation of the user's, as Markdown (its replies headed by `labelOf` their connection) or
 * as the export file (with its project, if any); one without messages is refused, 404
 * `nothing_to_export`. Read whole: one conversation is what GET /api/conversations/{id} answers in
 * one piece anyway.
 */
export async function exportConversation(
  db: Database,
  userId: number,
  conversationId: number,
  format: ExportFormat,
  labelOf: ConnectionLabels,
): Promise<ConversationExport> {
  const events = await db.transaction(async (tx) => {
    const read: ExportEvent[] = [];
    for await (const event of readExport(tx, userId, conversationId)) read.push(event);
    return read;
  }, SNAPSHOT);
  let head: ExportedConversationHead | undefined;
  let projectName: string | null = null;
  const messages: ExportedMessage[] = [];
  const votes: ExportedVote[] = [];
  const judgements: ExportedJudgement[] = [];
  for (const event of events) {
    if (event.type === 'projects') projectName = event.projects[0]?.name ?? null;
    if (event.type === 'conversation') head = event.conversation;
    if (event.type === 'message') messages.push(event.message);
    if (event.type === 'vote') votes.push(event.vote);
    if (event.type === 'judgement') judgements.push(event.judgement);
  }
  if (!head) throw new Error('the export read no conversation');
  if (format === 'markdown') {
    const body = conversationMarkdown({ ...head, messages, votes, judgements }, projectName, labelOf);
    return { title: head.title, contentType: 'text/markdown; charset=utf-8', extension: 'md', body };
  }
  let body = '';
  for await (const chunk of jsonChunks(replay(events), new Date())) body += chunk;
  return { title: head.title, contentType: 'application/json; charset=utf-8', extension: 'json', body };
}
