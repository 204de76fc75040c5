import type { ConversationRow } from '#server/db/schema/conversations';
import type { MessageRow } from '#server/db/schema/messages';
import type { ProjectRow } from '#server/db/schema/projects';
import type { ReplyVoteRow } from '#server/db/schema/reply-votes';
import type { TurnJudgementRow } from '#server/db/schema/turn-judgements';
import type { UploadedFileRow } from '#server/db/schema/uploaded-files';
import type { ExportedAttachment, ExportedConversation, ExportedMessage } from '#shared/api/exported-conversations';
import type { ExportedJudgement, ExportedVote } from '#shared/api/exported-verdicts';
import type { ExportedProject } from '#shared/api/exports';

/** Rows become the export file's shapes only here (src/shared/api/exports.ts), with the file's own ids. */

export function toExportedProject(row: ProjectRow, id: number): ExportedProject {
  return {
    id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A conversation without what follows its head in the file: its messages, votes and verdicts. */
export type ExportedConversationHead = Omit<ExportedConversation, 'messages' | 'votes' | 'judgements'>;

export function toExportedConversationHead(row: ConversationRow, projectId: number | null): ExportedConversationHead {
  return {
    title: row.title,
    projectId,
    providers: row.providers,
    contestants: row.contestants,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The files still stored with the message, then those an import brought (named only). */
export function exportedAttachments(row: MessageRow, files: readonly UploadedFileRow[] = []): ExportedAttachment[] {
  return [
    ...files.map((file) => ({ name: file.originalName, type: file.mimeType, size: file.size })),
    ...(row.importedAttachments ?? []),
  ];
}

/** A message's number in the file, and those of the messages it names. */
export type MessageIds = Pick<ExportedMessage, 'id' | 'replyTo' | 'fused' | 'parentId'>;

/**
 * Numbers a conversation's messages 1, 2, 3… in the order written, and finds the number of the
 * message a reply answers: always an earlier one, so it is already numbered.
 */
export class MessageNumbers {
  private readonly numbers = new Map<number, number>();

  add(row: MessageRow): MessageIds {
    const id = this.numbers.size + 1;
    this.numbers.set(row.id, id);
    // A fused reply's two replies (decision 054) come before it, as its question does.
    const [leftReplyId, rightReplyId] = [this.of(row.fusedLeftId), this.of(row.fusedRightId)];
    const fused = leftReplyId !== null && rightReplyId !== null ? { leftReplyId, rightReplyId } : null;
    // A user message's parent (decision 055) comes before it too; a reply has none.
    const parentId = row.sender === 'user' ? this.of(row.parentId) : undefined;
    return { id, replyTo: this.of(row.replyTo), fused, ...(parentId !== undefined && { parentId }) };
  }

  /** The number of a message already numbered, if any: null for null. */
  of(messageId: number | null): number | null {
    return messageId === null ? null : (this.numbers.get(messageId) ?? null);
  }

  /** The numbers of a turn's user message and of the replies a vote or verdict judged. */
  turn(row: { messageId: number | null; leftReplyId: number | null; rightReplyId: number | null }) {
    const messageId = this.of(row.messageId);
    // Read with its conversation's messages in one snapshot, its turn is always among them.
    if (messageId === null) throw new Error('a vote or verdict of the export is on no message of its conversation');
    return { messageId, leftReplyId: this.of(row.leftReplyId), rightReplyId: this.of(row.rightReplyId) };
  }
}

export function toExportedMessage(
  row: MessageRow,
  ids: MessageIds,
  attachments: ExportedAttachment[],
): ExportedMessage {
  return {
    id: ids.id,
    sender: row.sender,
    side: row.side,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    model: row.model,
    error: row.error,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    latencyMs: row.latencyMs,
    firstTokenMs: row.firstTokenMs,
    stopped: row.stopped,
    usageEstimated: row.usageEstimated,
    notice: row.notice,
    finishReason: row.finishReason,
    replyTo: ids.replyTo,
    active: row.active,
    attachments,
    fused: ids.fused,
    ...(ids.parentId !== undefined && { parentId: ids.parentId }),
  };
}

export function toExportedVote(row: ReplyVoteRow, numbers: MessageNumbers): ExportedVote {
  const { messageId, leftReplyId, rightReplyId } = numbers.turn(row);
  return {
    messageId,
    choice: row.choice,
    blind: row.blind,
    left: { provider: row.leftProvider, model: row.leftModel },
    right: { provider: row.rightProvider, model: row.rightModel },
    leftReplyId,
    rightReplyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toExportedJudgement(row: TurnJudgementRow, numbers: MessageNumbers): ExportedJudgement {
  const { messageId, leftReplyId, rightReplyId } = numbers.turn(row);
  return {
    messageId,
    judge: { provider: row.judgeProvider, model: row.judgeModel },
    verdict: row.verdict,
    choices: row.choices,
    reason: row.reason,
    quotes: row.quotes,
    leftReplyId,
    rightReplyId,
    createdAt: row.createdAt.toISOString(),
  };
}
