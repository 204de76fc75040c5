import type { PlannedTurn } from '#server/ai/prompt';
import { twoAnswers } from '#server/ai/two-answers';
import type { Side } from '#shared/sides';

/** What opens every fuse request: the fake providers of the tests know a fuse by it. */
export const FUSE_REQUEST = 'Merge two answers to the same question into one better answer.';

/**
 * The two answers go in an order neither side always gets: side a's first on a question of even id,
 * side b's first on an odd one. Fixed per turn, so a retried call sends the same request.
 */
export const firstSideOf = (questionId: number): Side => (questionId % 2 === 0 ? 'a' : 'b');

/**
 * The question and both answers, labelled by position only, asking for one answer that keeps the
 * best of each and drops their mistakes.
 */
export function fuseRequest(question: string, first: string, second: string): string {
  return [
    FUSE_REQUEST,
    '',
    ...twoAnswers(question, first, second),
    '',
    'Write the single best answer to the question, drawing on both: keep what each gets right, correct ' +
      'or leave out what either gets wrong, and where they disagree follow the one better supported. ' +
      'Answer the question directly, in the format that suits it, as if it were asked of you; do not ' +
      'mention the two answers, this request, or that anything was merged.',
  ].join('\n');
}

/** The one turn a fuse job sends: the question and the two replies, in the turn's neutral order. */
export function fuseTurns(questionId: number, texts: { question: string; a: string; b: string }): PlannedTurn[] {
  const [first, second] = firstSideOf(questionId) === 'a' ? [texts.a, texts.b] : [texts.b, texts.a];
  return [{ role: 'user', content: fuseRequest(texts.question, first, second) }];
}
