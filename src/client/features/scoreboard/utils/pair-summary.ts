import { percent } from '#client/lib/percent';
import type { PairStanding, SideFacts } from '#shared/api/standings';

// Within a twentieth (5 %) of each other, two figures count as the same.
const same = (mine: number, theirs: number) => Math.abs(mine - theirs) * 20 <= theirs;
const times = (ratio: number) => `${Number(ratio.toFixed(1))}×`;

function costPart(mine: number | null, theirs: number | null): string | undefined {
  if (mine === null || theirs === null) return undefined;
  if (same(mine, theirs)) return 'costs as much per answer';
  // A free model (a local one): no ratio to give.
  if (theirs === 0) return 'costs more per answer';
  const ratio = mine / theirs;
  return ratio > 1 ? `costs ${times(ratio)} as much per answer` : `costs ${percent(1 - ratio)} less per answer`;
}

function speedPart(mine: number | null, theirs: number | null): string | undefined {
  if (mine === null || theirs === null) return undefined;
  if (same(mine, theirs)) return 'first token as fast';
  if (theirs === 0) return 'first token slower';
  const ratio = mine / theirs;
  // "200 % slower" reads badly: past twice the time, a multiple.
  if (ratio >= 2) return `first token ${times(ratio)} as slow`;
  return ratio > 1 ? `first token ${percent(ratio - 1)} slower` : `first token ${percent(1 - ratio)} faster`;
}

/**
 * What a pair's win costs, in a line: the side with more wins (left on a tie), its share of the
 * decided votes, and its cost per answer and time to first token relative to the other side's, each
 * left out when either side's is unknown. E.g. "gpt-4o wins 62 % of decided votes, costs 2.1× as
 * much per answer, first token 40 % slower".
 */
export function pairSummary(pair: PairStanding): string {
  const leftLeads = pair.leftWins >= pair.rightWins;
  const [model, wins, mine, theirs]: [string, number, SideFacts, SideFacts] = leftLeads
    ? [pair.left.model, pair.leftWins, pair.leftFacts, pair.rightFacts]
    : [pair.right.model, pair.rightWins, pair.rightFacts, pair.leftFacts];
  const decided = pair.leftWins + pair.rightWins;
  const facts = [
    costPart(mine.costPerAnswer, theirs.costPerAnswer),
    speedPart(mine.medianFirstTokenMs, theirs.medianFirstTokenMs),
  ].filter((part) => part !== undefined);
  if (decided > 0) return [`${model} wins ${percent(wins / decided)} of decided votes`, ...facts].join(', ');
  // No side has won a vote yet (ties and both bad alone): the facts still compare the two.
  return facts.length === 0 ? 'No decided votes yet' : `No decided votes yet; ${model} ${facts.join(', ')}`;
}
