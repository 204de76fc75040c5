import { describe, expect, it } from 'vitest';
import { combineChoices, readJudgeAnswer, sideOf } from '#server/ai/judge-prompt';
import { JUDGE_QUOTE_MAX, JUDGE_QUOTES_MAX } from '#shared/api/judgements';

describe('reading a judge’s answer', () => {
  it('finds the JSON in prose or a code fence, and takes "1", "2" or "tie" alone', () => {
    const fenced = '```json\n{"better": 2, "reason": " Clearer. ", "quotes": ["a", " ", 3]}\n```';
    expect(readJudgeAnswer(fenced)).toEqual({ better: '2', reason: 'Clearer.', quotes: ['a'] });
    expect(readJudgeAnswer('Verdict: {"better": "TIE"}')).toEqual({ better: 'tie', reason: '', quotes: [] });
    for (const text of ['no verdict', '{"better": "3"}', '{"better": ', '["1"]', '{}']) {
      expect(readJudgeAnswer(text), text).toBeNull();
    }
  });

  it('keeps at most four quotes, each cut to its limit', () => {
    const quotes = Array.from({ length: 6 }, () => 'x'.repeat(JUDGE_QUOTE_MAX + 50));
    const answer = readJudgeAnswer(JSON.stringify({ better: '1', reason: 'r', quotes }));
    expect(answer?.quotes).toHaveLength(JUDGE_QUOTES_MAX);
    expect(answer?.quotes[0]).toHaveLength(JUDGE_QUOTE_MAX);
  });
});

describe('the verdict of both askings', () => {
  it('maps each pick to its side by the order it was shown in', () => {
    expect([sideOf('1', true), sideOf('2', true), sideOf('1', false), sideOf('2', false)]).toEqual([
      'left',
      'right',
      'right',
      'left',
    ]);
    expect(sideOf('tie', false)).toBe('tie');
  });

  it.each([
    ['left', 'left', 'left'],
    ['right', 'tie', 'right'],
    ['tie', 'left', 'left'],
    ['tie', 'tie', 'tie'],
    ['left', 'right', 'no-clear-winner'],
    ['right', 'left', 'no-clear-winner'],
  ] as const)('%s and %s make %s', (first, second, verdict) => {
    expect(combineChoices(first, second)).toBe(verdict);
  });
});
