import type { ExportedConversationHead } from '#server/exports/export-shape';
import type { ExportedAttachment, ExportedMessage } from '#shared/api/exported-conversations';
import { formatBytes } from '#shared/format-bytes';
import { SIDES, type Side } from '#shared/sides';

/** A connection's label by its id; a connection removed since is named by its id. */
export type ConnectionLabels = (connectionId: string) => string;

interface Turn {
  /** Null for replies older than any question (a conversation from before replies named theirs). */
  question: ExportedMessage | null;
  /** By side, not by sender: one connection may answer on both (two of its models compared). */
  versions: Record<Side, ExportedMessage[]>;
}

/** Each question with the replies to it, in order; a reply without `replyTo` joins the turn before it. */
function turnsOf(messages: readonly ExportedMessage[]): Turn[] {
  const turns: Turn[] = [];
  const byQuestion = new Map<number, Turn>();
  const newTurn = (question: ExportedMessage | null) => {
    const turn: Turn = { question, versions: { a: [], b: [] } };
    turns.push(turn);
    if (question) byQuestion.set(question.id, turn);
    return turn;
  };
  for (const message of messages) {
    if (message.sender === 'user') {
      newTurn(message);
      continue;
    }
    const turn =
      (message.replyTo === null ? undefined : byQuestion.get(message.replyTo)) ?? turns.at(-1) ?? newTurn(null);
    // A reply always has its side (the database's check holds it); the fallback only narrows the type.
    turn.versions[message.side ?? 'b'].push(message);
  }
  return turns;
}

/** "2025-03-04 10:05 UTC": the same for every reader, wherever the server runs. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A title or name on one line, shown as written: * _ ` [ ] < > would otherwise format it. */
const literal = (text: string) => text.replace(/[\\`*_[\]<>]/g, '\\$&').replace(/\s+/g, ' ');

const attachmentLine = (files: readonly ExportedAttachment[]) =>
  `Attached: ${files.map((file) => `${literal(file.name)} (${formatBytes(file.size)})`).join(', ')}. The files themselves are not part of this export.`;

function replySection(versions: readonly ExportedMessage[], labelOf: ConnectionLabels): string[] {
  const shown = versions.find((version) => version.active) ?? (versions.at(-1) as ExportedMessage);
  const heading = [literal(labelOf(shown.sender)), shown.model ? literal(shown.model) : null]
    .filter(Boolean)
    .join(' · ');
  const lines = [`### ${heading}${shown.error ? ' · error' : ''}`, ''];
  if (versions.length > 1) {
    const others = versions.length - 1;
    lines.push(
      `_Version ${versions.indexOf(shown) + 1} of ${versions.length}, the one shown. ${others === 1 ? 'The other version is' : `The ${others} other versions are`} in the JSON export._`,
      '',
    );
  }
  if (shown.error) lines.push('_This reply is an error message, not an answer:_', '');
  lines.push(shown.content, '');
  if (shown.stopped) lines.push('_Stopped before it finished._', '');
  if (shown.notice) lines.push(`_Note: ${shown.notice}_`, '');
  return lines;
}

/**
 * One conversation as a Markdown document a person reads: a heading per turn, who said what (you,
 * or the connection and model, side a's reply first), the version shown of each reply and how many
 * others there are, the files named, error replies marked.
 */
export function conversationMarkdown(
  conversation: ExportedConversationHead,
  projectName: string | null,
  messages: readonly ExportedMessage[],
  labelOf: ConnectionLabels,
): string {
  const lines = [`# ${literal(conversation.title)}`, ''];
  if (projectName !== null) lines.push(`Project: ${literal(projectName)}  `);
  lines.push(`Started ${when(conversation.createdAt)}, last active ${when(conversation.updatedAt)}.`, '');
  const turns = turnsOf(messages);
  if (turns.length === 0) lines.push('_No messages yet._', '');
  turns.forEach((turn, index) => {
    lines.push('---', '', `## Turn ${index + 1}`, '');
    if (turn.question) {
      lines.push(`**You** · ${when(turn.question.createdAt)}`, '', turn.question.content, '');
      if (turn.question.attachments.length > 0) lines.push(attachmentLine(turn.question.attachments), '');
    }
    for (const side of SIDES) {
      if (turn.versions[side].length > 0) lines.push(...replySection(turn.versions[side], labelOf));
    }
  });
  return `${lines.join('\n').trimEnd()}\n`;
}
