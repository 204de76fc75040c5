import type { PlannedTurn } from '#server/ai/prompt';

/**
 * Continue (docs/decisions/043-continue.md): after the thread a regenerate would send, the cut-off
 * text as the model's own turn and this request. One way for every kind of connection: not all of
 * them take a trailing assistant turn as the start of their answer.
 */
export const CONTINUE_REQUEST =
  'Your previous reply was cut off by its length limit. Continue it exactly where it stopped, even mid-word or mid-sentence: do not repeat any of it, and add no preamble.';

/** The turns that ask the model to go on from its cut-off text. */
export const continueTurns = (cutOff: string): PlannedTurn[] => [
  { role: 'assistant', content: cutOff },
  { role: 'user', content: CONTINUE_REQUEST },
];

const trailingSpace = (text: string) => text.slice(text.trimEnd().length);
const leadingSpace = (text: string) => text.slice(0, text.length - text.trimStart().length);

/**
 * The cut-off text followed by the rest, with the whitespace between them said once: the longer of
 * the two runs where they meet (a model often starts its rest with the space the cut-off text
 * already ends with). With nothing before, the rest as it is.
 */
export function joinContinuation(before: string, after: string): string {
  if (before === '') return after;
  const ending = trailingSpace(before);
  const starting = leadingSpace(after);
  return before.trimEnd() + (starting.length > ending.length ? starting : ending) + after.trimStart();
}

/**
 * The text of a reply as it streams, continued from `before` (empty for any other reply): the
 * cut-off text goes first, then each piece of the rest as it joins it. Whitespace at the start of the
 * rest waits for the first word, as the join depends on it; so the text shown only ever grows.
 */
export class ContinuedText {
  private rest = '';
  private shown = '';

  constructor(private readonly before: string) {}

  /** A provider call starts: the text to show first. */
  begin(): string {
    this.rest = '';
    this.shown = this.before.trimEnd();
    return this.shown;
  }

  /** A piece of the new text: what the text shown grows by. */
  add(piece: string): string {
    this.rest += piece;
    if (this.before === '') return piece;
    if (this.rest.trim() === '') return '';
    const whole = joinContinuation(this.before, this.rest);
    const grown = whole.slice(this.shown.length);
    this.shown = whole;
    return grown;
  }

  /** The new text so far, without the cut-off text. */
  get added(): string {
    return this.rest;
  }

  /** The reply's whole text, given the call's new text. */
  joined(after: string = this.rest): string {
    return joinContinuation(this.before, after);
  }
}
