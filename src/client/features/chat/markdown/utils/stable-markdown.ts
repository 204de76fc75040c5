import {
  closesMathFlow,
  mathFlowOpening,
  rawSource,
  unclosedInlineMath,
} from '#client/features/chat/markdown/utils/unclosed-math';

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/** Only fence characters so far: may yet become a fence. */
const FENCE_START = /^ {0,3}(`{1,}|~{1,})\s*$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})\s*$/;
/** rehype-katex renders a ```math fence as display math. */
const MATH_FENCE = /^ {0,3}(`{3,}|~{3,})\s*math(\s|$)/;
const PIPE_ROW = /^ {0,3}\|/;

interface Fence {
  char: string;
  length: number;
}

function fenceOf(line: string, pattern = FENCE_OPEN): Fence | null {
  const marker = pattern.exec(line)?.[1];
  return marker ? { char: marker.charAt(0), length: marker.length } : null;
}

function closes(line: string, fence: Fence): boolean {
  const closing = fenceOf(line, FENCE_CLOSE);
  return closing !== null && closing.char === fence.char && closing.length >= fence.length;
}

/**
 * The part of a reply still being written that renders as it will stay: a line that may become a
 * code fence, a partial table row, and a table's header row whose separator has not arrived are
 * held back until their line is complete, so no text flashes as a paragraph and then jumps into
 * a code block or a table. A fence left open renders as a code block already, and stays one.
 * Math not closed yet (display math, or inline math on the line being written) shows as the text
 * it was written as, not as KaTeX's error or half a formula, until it is closed.
 */
export function stableMarkdown(text: string): string {
  const lines = text.split('\n');
  const partial = lines.pop() ?? '';
  let fence: Fence | null = null;
  let math: { start: number; dollars: number } | null = null;
  let mathFence: number | null = null;
  let offset = 0;
  for (const line of lines) {
    const start = offset;
    offset += line.length + 1;
    if (fence) {
      if (closes(line, fence)) fence = null;
    } else if (math) {
      if (closesMathFlow(line, math.dollars)) math = null;
    } else {
      fence = fenceOf(line);
      mathFence = fence && MATH_FENCE.test(line) ? start : null;
      const dollars = fence ? 0 : mathFlowOpening(line);
      if (dollars > 0) math = { start: start + line.indexOf('$'), dollars };
    }
  }

  const complete = text.length - partial.length;
  if (fence && mathFence !== null && !closes(partial, fence)) {
    return text.slice(0, mathFence) + rawSource(text.slice(mathFence));
  }
  if (fence) return FENCE_START.test(partial) ? text.slice(0, complete) : text;
  // The closing dollars may be the line still being written: the math is whole.
  if (math) {
    return closesMathFlow(partial, math.dollars) ? text : text.slice(0, math.start) + rawSource(text.slice(math.start));
  }

  const held = partial.trim() === '' || FENCE_START.test(partial) || FENCE_OPEN.test(partial) || PIPE_ROW.test(partial);
  if (!held) {
    const inline = unclosedInlineMath(partial);
    return inline === -1 ? text : text.slice(0, complete + inline) + rawSource(partial.slice(inline));
  }

  // A lone pipe row at the end may be a table's header: it waits for the separator under it.
  const last = lines.at(-1);
  const beforeLast = lines.at(-2);
  if (last !== undefined && PIPE_ROW.test(last) && !(beforeLast !== undefined && PIPE_ROW.test(beforeLast))) {
    return text.slice(0, complete - last.length - 1);
  }
  return text.slice(0, complete);
}
