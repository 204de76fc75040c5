import { type ConnectionLabels, literal, modelTitle, shownVersion, turnsOf } from '#server/exports/markdown-turns';
import { verdictLines } from '#server/exports/markdown-verdicts';
import type { ExportedAttachment, ExportedConversation, ExportedMessage } from '#shared/api/exported-conversations';
import type { FinishReason } from '#shared/finish-reasons';
import { formatBytes } from '#shared/format-bytes';
import { SIDES } from '#shared/sides';

/** "2025-03-04 10:05 UTC": the same for every reader, wherever the server runs. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const attachmentLine = (files: readonly ExportedAttachment[]) =>
  `Attached: ${files.map((file) => `${literal(file.name)} (${formatBytes(file.size)})`).join(', ')}. The files themselves are not part of this export.`;

/** What a reply's ending says after its text, when it did not end as the model chose (decision 041). */
const CUT_OFF: Partial<Record<FinishReason, string>> = {
  length: '_(cut off: token limit)_',
  'content-filter': '_(cut off: content filter)_',
};

function replySection(versions: readonly ExportedMessage[], labelOf: ConnectionLabels, fused = false): string[] {
  const shown = shownVersion(versions) as ExportedMessage;
  const title = `${fused ? 'Fused by ' : ''}${modelTitle(labelOf, shown.sender, shown.model)}`;
  const lines = [`### ${title}${shown.error ? ' · error' : ''}`, ''];
  if (fused) lines.push('_One answer merged from the two replies above._', '');
  if (versions.length > 1) {
    const others = versions.length - 1;
    lines.push(
      `_Version ${versions.indexOf(shown) + 1} of ${versions.length}, the one shown. ${others === 1 ? 'The other version is' : `The ${others} other versions are`} in the JSON export._`,
      '',
    );
  }
  if (shown.error) lines.push('_This reply is an error message, not an answer:_', '');
  lines.push(shown.content, '');
  const cutOff = shown.finishReason ? CUT_OFF[shown.finishReason] : undefined;
  if (cutOff) lines.push(cutOff, '');
  if (shown.stopped) lines.push('_Stopped before it finished._', '');
  if (shown.notice) lines.push(`_Note: ${shown.notice}_`, '');
  return lines;
}

/**
 * One conversation as a Markdown document a person reads: a heading per turn, who said what (you,
 * or the connection and model, side a's reply first), the version shown of each reply and how many
 * others there are, the files named, error and cut-off replies marked, then the two fused into one
 * (decision 054), then the turn's vote and judge's verdict.
 */
export function conversationMarkdown(
  conversation: ExportedConversation,
  projectName: string | null,
  labelOf: ConnectionLabels,
): string {
  const lines = [`# ${literal(conversation.title)}`, ''];
  if (projectName !== null) lines.push(`Project: ${literal(projectName)}  `);
  lines.push(`Started ${when(conversation.createdAt)}, last active ${when(conversation.updatedAt)}.`, '');
  turnsOf(conversation).forEach((turn, index) => {
    lines.push('---', '', `## Turn ${index + 1}`, '');
    if (turn.question) {
      lines.push(`**You** · ${when(turn.question.createdAt)}`, '', turn.question.content, '');
      if (turn.question.attachments.length > 0) lines.push(attachmentLine(turn.question.attachments), '');
    }
    for (const side of SIDES) {
      if (turn.versions[side].length > 0) lines.push(...replySection(turn.versions[side], labelOf));
    }
    if (turn.fused.length > 0) lines.push(...replySection(turn.fused, labelOf, true));
    lines.push(...verdictLines(turn, labelOf));
  });
  return `${lines.join('\n').trimEnd()}\n`;
}
