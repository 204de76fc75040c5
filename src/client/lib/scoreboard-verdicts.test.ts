import { describe, expect, it } from 'vitest';
import { modelVerdictText, pairVerdictText } from '#client/lib/scoreboard-verdicts';
import type { ModelStanding } from '#shared/api/standings';
import type { ScoreboardRow } from '#shared/api/votes';

const row = (verdict: ScoreboardRow['verdict'], leftShare: ScoreboardRow['leftShare']): ScoreboardRow => ({
  left: { provider: 'openai', model: 'gpt-4o' },
  right: { provider: 'claude', model: 'claude-sonnet' },
  leftWins: 9,
  rightWins: 1,
  ties: 0,
  bothBad: 0,
  votes: 10,
  leftWinRate: 0.9,
  rightWinRate: 0.1,
  leftShare,
  verdict,
});

const model = (verdict: ModelStanding['verdict']): ModelStanding => ({
  provider: 'openai',
  model: 'gpt-4o',
  wins: 1,
  losses: 0,
  ties: 0,
  bothBad: 0,
  votes: 1,
  winShare: null,
  verdict,
});

// Read with ordinary spaces: the no-break space before "%" is percent.test.ts's concern.
const verdict = (standing: ScoreboardRow) => pairVerdictText(standing);

describe('pairVerdictText', () => {
  it('names the better model with the range of its share of the decided votes', () => {
    expect(verdict(row('left', { rate: 0.9, low: 0.5958, high: 0.9821 }))).toBe(
      'gpt-4o is better (wins 60%–98% of decided votes)',
    );
  });

  it("turns the left model's range around when the right one is better", () => {
    expect(verdict(row('right', { rate: 0.1, low: 0.0179, high: 0.4042 }))).toBe(
      'claude-sonnet is better (wins 60%–98% of decided votes)',
    );
  });

  it('says there are not enough votes until the votes decide, or without a share', () => {
    expect(verdict(row('not-enough-votes', { rate: 0.6, low: 0.3, high: 0.8 }))).toBe('Not enough votes yet');
    expect(verdict(row('left', null))).toBe('Not enough votes yet');
  });
});

describe('modelVerdictText', () => {
  it.each([
    ['ahead', 'Ahead of the models it met'],
    ['behind', 'Behind the models it met'],
    ['not-enough-votes', 'Not enough votes yet'],
  ] as const)('words %s as "%s"', (verdict, text) => {
    expect(modelVerdictText(model(verdict))).toBe(text);
  });
});
