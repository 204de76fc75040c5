import type { TextEdit } from '#client/features/chat/compose/utils/text-edit';

// Indentation and block markers (list item, heading, quote) stay outside the bold markers.
const LINE_PREFIX = /^\s*(?:(?:[-*+]|\d+[.)])\s+|#{1,6}\s+|>\s?)*/;
const FENCE = /^\s*(?:```|~~~)/;

/** `**` around one line's text; blank lines are left alone, as `****` would show literally. */
function boldLine(line: string): string {
  const prefix = line.match(LINE_PREFIX)?.[0] ?? '';
  const content = line.slice(prefix.length).trimEnd();
  if (content === '') return line;
  // Emphasis cannot end after a space, so trailing spaces go after the closing marker.
  return `${prefix}**${content}**${line.slice(prefix.length + content.length)}`;
}

/**
 * Bold for a selection across lines: markdown emphasis never spans a line break, so each line is
 * made bold on its own. Code fences and the lines between them are left as they are, where `**`
 * would be shown literally.
 */
export function boldLines(text: string, start: number, end: number): TextEdit {
  let inFence = false;
  const lines = text
    .slice(start, end)
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        inFence = !inFence;
        return line;
      }
      return inFence ? line : boldLine(line);
    });
  const bolded = lines.join('\n');
  return {
    text: `${text.slice(0, start)}${bolded}${text.slice(end)}`,
    selectionStart: start,
    selectionEnd: start + bolded.length,
  };
}
