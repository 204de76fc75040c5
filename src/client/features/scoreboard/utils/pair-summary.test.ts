import { describe, expect, it } from 'vitest';
import { pairSummary } from '#client/features/scoreboard/utils/pair-summary';
import type { PairStanding, SideFacts } from '#shared/api/standings';

const facts = (costPerAnswer: number | null, medianFirstTokenMs: number | null): SideFacts => ({
  costPerAnswer,
  medianFirstTokenMs,
});

function pair(leftWins: number, rightWins: number, leftFacts: SideFacts, rightFacts: SideFacts): PairStanding {
  return {
    left: { provider: 'openai', model: 'gpt-4o' },
    right: { provider: 'claude', model: 'claude-sonnet' },
    leftWins,
    rightWins,
    ties: 1,
    bothBad: 0,
    votes: leftWins + rightWins + 1,
    leftWinRate: null,
    rightWinRate: null,
    leftShare: null,
    verdict: 'not-enough-votes',
    leftFacts,
    rightFacts,
    turns: [],
    judge: { judged: 0, agreed: 0 },
  };
}

// Read with ordinary spaces: the no-break space before "%" is percent.test.ts's concern.
const summary = (standing: PairStanding) => pairSummary(standing);

describe('pairSummary', () => {
  it('describes the side with more wins: its share, cost and speed against the other', () => {
    expect(summary(pair(5, 3, facts(0.0042, 700), facts(0.002, 500)))).toBe(
      'gpt-4o wins 63% of decided votes, costs 2.1× as much per answer, first token 40% slower',
    );
    expect(summary(pair(1, 3, facts(0.0042, 700), facts(0.002, 500)))).toBe(
      'claude-sonnet wins 75% of decided votes, costs 52% less per answer, first token 29% faster',
    );
  });

  it('describes the left side on a tie of wins', () => {
    expect(summary(pair(2, 2, facts(null, null), facts(null, null)))).toBe('gpt-4o wins 50% of decided votes');
  });

  it('leaves out the cost when either side has none, and the speed when either has no time', () => {
    expect(summary(pair(3, 1, facts(null, 700), facts(0.002, 500)))).toBe(
      'gpt-4o wins 75% of decided votes, first token 40% slower',
    );
    expect(summary(pair(3, 1, facts(0.004, 700), facts(0.002, null)))).toBe(
      'gpt-4o wins 75% of decided votes, costs 2× as much per answer',
    );
  });

  it('says "as fast" and "as much" within 5%, and a multiple past twice the time', () => {
    expect(summary(pair(1, 0, facts(0.00105, 1050), facts(0.001, 1000)))).toBe(
      'gpt-4o wins 100% of decided votes, costs as much per answer, first token as fast',
    );
    expect(summary(pair(1, 0, facts(0.001, 1051), facts(0.001, 1000)))).toContain('first token 5% slower');
    expect(summary(pair(1, 0, facts(0, 3000), facts(0, 1000)))).toBe(
      'gpt-4o wins 100% of decided votes, costs as much per answer, first token 3× as slow',
    );
  });

  it('gives no ratio against a free model', () => {
    expect(summary(pair(1, 0, facts(0.001, 0), facts(0, 0)))).toBe(
      'gpt-4o wins 100% of decided votes, costs more per answer, first token as fast',
    );
  });

  it('says when no vote was decided, still comparing the sides', () => {
    expect(summary(pair(0, 0, facts(null, null), facts(null, null)))).toBe('No decided votes yet');
    expect(summary(pair(0, 0, facts(0.002, 400), facts(0.001, 800)))).toBe(
      'No decided votes yet; gpt-4o costs 2× as much per answer, first token 50% faster',
    );
  });
});
