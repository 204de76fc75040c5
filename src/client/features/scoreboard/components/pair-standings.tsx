import { useId } from 'react';
import { Figure } from '#client/features/scoreboard/components/figure';
import { PairSide } from '#client/features/scoreboard/components/pair-side';
import { PairTurns } from '#client/features/scoreboard/components/pair-turns';
import { pairSummary } from '#client/features/scoreboard/utils/pair-summary';
import { pairVerdictText } from '#client/lib/scoreboard-verdicts';
import type { PairStanding } from '#shared/api/standings';

function PairEntry({ pair }: { pair: PairStanding }) {
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h3 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
          {pair.left.model} <span className="font-normal text-muted-foreground">vs</span> {pair.right.model}
        </h3>
        <p className="text-sm">{pairVerdictText(pair)}</p>
        <p className="text-sm text-muted-foreground">{pairSummary(pair)}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <PairSide
          side="Left"
          model={pair.left.model}
          wins={pair.leftWins}
          winRate={pair.leftWinRate}
          facts={pair.leftFacts}
        />
        <PairSide
          side="Right"
          model={pair.right.model}
          wins={pair.rightWins}
          winRate={pair.rightWinRate}
          facts={pair.rightFacts}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="Ties">{pair.ties}</Figure>
        <Figure label="Both bad">{pair.bothBad}</Figure>
        <Figure label="Votes">{pair.votes}</Figure>
        {/* Of the voted turns a judge read on the same versions: how often it picked as the person did. */}
        <Figure label="Judge agreed">
          {pair.judge.judged === 0 ? '—' : `${pair.judge.agreed} of ${pair.judge.judged}`}
        </Figure>
      </dl>
      <PairTurns turns={pair.turns} votes={pair.votes} />
    </li>
  );
}

/**
 * Per model pair (left is side a): the verdict, what the win costs, each side's wins and facts, the
 * ties, both bad and votes, and the turns voted on. Entries of labelled figures, not a table's
 * rows, so that nothing is cut off on a phone.
 */
export function PairStandings({ pairs }: { pairs: readonly PairStanding[] }) {
  return (
    <ul className="grid gap-4">
      {pairs.map((pair) => (
        <PairEntry
          key={`${pair.left.provider}/${pair.left.model}|${pair.right.provider}/${pair.right.model}`}
          pair={pair}
        />
      ))}
    </ul>
  );
}
