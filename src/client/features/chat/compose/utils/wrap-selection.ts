import { boldLines } from '#client/features/chat/compose/utils/bold-lines';
import { fenceBlock } from '#client/features/chat/compose/utils/fence-block';
import type { TextEdit } from '#client/features/chat/compose/utils/text-edit';

export type WrapStyle = 'bold' | 'code';

/**
 * Wraps the selection in markdown markers and keeps the same text selected inside them, so that a
 * second click can be undone by hand and typing continues where it was. With nothing selected the
 * caret lands between the markers. A selection across lines stays valid markdown: code becomes a
 * fenced block on lines of its own, bold is applied line by line.
 */
export function wrapSelection(text: string, start: number, end: number, style: WrapStyle): TextEdit {
  const selected = text.slice(start, end);
  if (selected.includes('\n')) return style === 'code' ? fenceBlock(text, start, end) : boldLines(text, start, end);
  const marker = style === 'bold' ? '**' : '`';
  return {
    text: `${text.slice(0, start)}${marker}${selected}${marker}${text.slice(end)}`,
    selectionStart: start + marker.length,
    selectionEnd: start + marker.length + selected.length,
  };
}
