import type { JudgeVerdict } from '#shared/api/judgements';

/**
 * A judge's verdict in words, naming side a's and side b's replies as the vote buttons do
 * (`names`: the connections' labels, the models' names, or "Model A"/"Model B" when blind).
 */
export function verdictText(verdict: JudgeVerdict, [left, right]: readonly [string, string]): string {
  switch (verdict) {
    case 'left':
      return `${left}'s answer is better`;
    case 'right':
      return `${right}'s answer is better`;
    case 'tie':
      return 'A tie';
    case 'no-clear-winner':
      return 'No clear winner: asked with the answers in both orders, the judge picked differently.';
  }
}
