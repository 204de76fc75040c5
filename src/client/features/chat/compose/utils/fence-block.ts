import type { TextEdit } from '#client/features/chat/compose/utils/text-edit';

/** A fence longer than any run of backticks inside, so that a selected block cannot close it early. */
function fenceFor(body: string): string {
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/**
 * Puts the selection in a fenced code block whose fences stand on lines of their own (CommonMark
 * ignores a fence with text beside it), breaking the line before or after if the selection starts
 * or ends inside one. The code stays selected.
 */
export function fenceBlock(text: string, start: number, end: number): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const selected = text.slice(start, end);
  // A selection that ends with its line break: the closing fence takes that line's place.
  const endsWithBreak = selected.endsWith('\n');
  const body = endsWithBreak ? selected.slice(0, -1) : selected;
  const fence = fenceFor(body);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const tail = after === '' || (!endsWithBreak && after.startsWith('\n')) ? '' : '\n';
  const opening = `${before}${lead}${fence}\n`;
  return {
    text: `${opening}${body}\n${fence}${tail}${after}`,
    selectionStart: opening.length,
    selectionEnd: opening.length + body.length,
  };
}
