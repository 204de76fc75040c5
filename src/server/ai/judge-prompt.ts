import type { z } from 'zod';
import { twoAnswers } from '#server/ai/two-answers';
import {
  JUDGE_QUOTE_MAX,
  JUDGE_QUOTES_MAX,
  JUDGE_REASON_MAX,
  type JudgeVerdict,
  type judgeChoiceSchema,
} from '#shared/api/judgements';

export type JudgeChoice = z.infer<typeof judgeChoiceSchema>;

/** What opens every judge request: the fake providers of the tests know a judge's question by it. */
export const JUDGE_REQUEST = 'Judge two answers to the same question.';

export const JUDGE_SYSTEM =
  'You are an impartial judge of answers written by AI assistants. Judge only how well each answer ' +
  'serves the person who asked: correct, complete, clear and to the point. Length, style and the ' +
  'order the answers are shown in must not sway you. Answer with JSON alone.';

/** The question and the two answers, in the order given, with the answer format asked for. */
export function judgeRequest(question: string, first: string, second: string): string {
  return [
    JUDGE_REQUEST,
    '',
    ...twoAnswers(question, first, second),
    '',
    'Which answer is better? Reply with one JSON object and nothing else:',
    '{"better": "1" or "2" or "tie", "reason": "why, in two or three sentences", "quotes": ["short passages of the answers that decided it, quoted exactly"]}',
  ].join('\n');
}

export interface JudgeAnswer {
  /** Which answer, as shown: the first, the second, or neither. */
  better: '1' | '2' | 'tie';
  reason: string;
  quotes: string[];
}

/**
 * The judge's answer read from its text: the first JSON object in it (models wrap JSON in prose or
 * code fences), else null. The reason and quotes are cut to what is kept.
 */
export function readJudgeAnswer(text: string): JudgeAnswer | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { better, reason, quotes } = parsed as Record<string, unknown>;
  const pick = String(better).trim().toLowerCase();
  if (pick !== '1' && pick !== '2' && pick !== 'tie') return null;
  return {
    better: pick,
    reason: typeof reason === 'string' ? reason.trim().slice(0, JUDGE_REASON_MAX) : '',
    quotes: Array.isArray(quotes)
      ? quotes
          .filter((quote): quote is string => typeof quote === 'string' && quote.trim() !== '')
          .slice(0, JUDGE_QUOTES_MAX)
          .map((quote) => quote.trim().slice(0, JUDGE_QUOTE_MAX))
      : [],
  };
}

/** An answer's pick as a side: the first asking showed side a's reply first, the second side b's. */
export function sideOf(better: JudgeAnswer['better'], sideAFirst: boolean): JudgeChoice {
  if (better === 'tie') return 'tie';
  return (better === '1') === sideAFirst ? 'left' : 'right';
}

/**
 * The verdict of both askings (decision 046): a side when both picked it, or one did and the other
 * called a tie; a tie when both did; no clear winner when they picked opposite sides, which is
 * position bias or a coin toss, not a judgement.
 */
export function combineChoices(first: JudgeChoice, second: JudgeChoice): JudgeVerdict {
  if (first === second) return first;
  if (first === 'tie') return second;
  if (second === 'tie') return first;
  return 'no-clear-winner';
}
