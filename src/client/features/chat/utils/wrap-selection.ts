export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type WrapStyle = 'bold' | 'code';

function markersFor(style: WrapStyle, selected: string): [string, string] {
  if (style === 'bold') return ['**', '**'];
  // A selection across lines becomes a fenced block; a part of one line, inline code.
  if (selected.includes('\n')) return ['```\n', selected.endsWith('\n') ? '```' : '\n```'];
  return ['`', '`'];
}

/**
 * Wraps the selection in markdown markers and keeps the same text selected inside them, so that a
 * second click can be undone by hand and typing continues where it was. With nothing selected the
 * caret lands between the markers.
 */
export function wrapSelection(text: string, start: number, end: number, style: WrapStyle): TextEdit {
  const selected = text.slice(start, end);
  const [open, close] = markersFor(style, selected);
  return {
    text: `${text.slice(0, start)}${open}${selected}${close}${text.slice(end)}`,
    selectionStart: start + open.length,
    selectionEnd: start + open.length + selected.length,
  };
}
