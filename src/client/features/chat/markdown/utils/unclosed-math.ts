/** Opens display math (remark-math's flow): two or more dollars, then anything but a dollar. */
const MATH_FLOW_OPEN = /^[ \t>]*(\${2,})[^$]*$/;
const MATH_FLOW_CLOSE = /^[ \t>]*(\${2,})\s*$/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;
/** A line's quote and indent markers, kept so that raw text stays inside its quote or list. */
const LINE_LEAD = /^[ \t>]*/;

/** The number of dollars that open display math on this line, or 0. */
export function mathFlowOpening(line: string): number {
  return MATH_FLOW_OPEN.exec(line)?.[1]?.length ?? 0;
}

export function closesMathFlow(line: string, opening: number): boolean {
  return (MATH_FLOW_CLOSE.exec(line)?.[1]?.length ?? 0) >= opening;
}

function runAt(text: string, start: number): number {
  let end = start;
  while (text.charAt(end) === text.charAt(start)) end += 1;
  return end - start;
}

/** Where a run of exactly `length` of the character at `start` next appears after it, or -1. */
function closingRun(text: string, start: number, length: number): number {
  const char = text.charAt(start);
  let index = start + length;
  while (index < text.length) {
    if (text.charAt(index) !== char) {
      index += 1;
      continue;
    }
    const run = runAt(text, index);
    if (run === length) return index;
    index += run;
  }
  return -1;
}

/**
 * Where inline math opens on this line and is not closed yet, read as remark-math reads it (no
 * escapes inside math or code spans), or -1. A lone dollar before a digit or a space is taken for a
 * price, as Pandoc does: "costs $5" shows as it comes.
 */
export function unclosedInlineMath(line: string): number {
  let index = 0;
  while (index < line.length) {
    const char = line.charAt(index);
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char !== '$' && char !== '`') {
      index += 1;
      continue;
    }
    const run = runAt(line, index);
    const close = closingRun(line, index, run);
    if (close !== -1) {
      index = close + run;
      continue;
    }
    if (char === '$' && !(run === 1 && /[\d\s]/.test(line.charAt(index + 1)))) return index;
    index += run;
  }
  return -1;
}

/**
 * Markdown that shows `source` as written: every punctuation mark escaped, and each line on a line of
 * its own. Quote and indent markers at a line's start stay markup.
 */
export function rawSource(source: string): string {
  const lines = source.split('\n');
  return lines
    .map((line, index) => {
      const lead = index === 0 ? '' : (LINE_LEAD.exec(line)?.[0] ?? '');
      const escaped = lead + line.slice(lead.length).replace(ASCII_PUNCTUATION, '\\$&');
      const next = lines[index + 1];
      // A backslash at a line's end breaks the line; not before a blank line, where it would show.
      return next !== undefined && next.trim() !== '' && line.trim() !== '' ? `${escaped}\\` : escaped;
    })
    .join('\n');
}
