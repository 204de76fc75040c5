import { percentRange } from '#client/lib/percent';
import type { ModelStanding } from '#shared/api/standings';
import type { ScoreboardRow } from '#shared/api/votes';

/**
 * Which model of a pair is better once the votes say so with 95 % confidence (decision 042), with
 * the range of its share of the decided votes; until then, not enough votes yet. Settings →
 * Scoreboard and the scoreboard page word it alike.
 */
export function pairVerdictText({ verdict, left, right, leftShare }: ScoreboardRow): string {
  if (verdict === 'not-enough-votes' || !leftShare) return 'Not enough votes yet';
  const [better, low, high] =
    verdict === 'left'
      ? [left.model, leftShare.low, leftShare.high]
      : [right.model, 1 - leftShare.high, 1 - leftShare.low];
  return `${better} is better (wins ${percentRange(low, high)} of decided votes)`;
}

const MODEL_VERDICTS: Record<ModelStanding['verdict'], string> = {
  ahead: 'Ahead of the models it met',
  behind: 'Behind the models it met',
  'not-enough-votes': 'Not enough votes yet',
};

/** Where a model stands against every model it met, once its interval excludes an even split. */
export function modelVerdictText({ verdict }: ModelStanding): string {
  return MODEL_VERDICTS[verdict];
}
