import { useId } from 'react';
import { Figure } from '#client/features/scoreboard/components/figure';
import { percent, percentRange } from '#client/lib/percent';
import { modelVerdictText } from '#client/lib/scoreboard-verdicts';
import type { ModelStanding } from '#shared/api/standings';

function ModelEntry({ standing }: { standing: ModelStanding }) {
  const titleId = useId();
  const { winShare } = standing;
  return (
    <li aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          {standing.model}
        </h3>
        <p className="text-sm text-muted-foreground">{modelVerdictText(standing)}</p>
      </div>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-3 text-sm">
        <Figure label="Wins">{standing.wins}</Figure>
        <Figure label="Losses">{standing.losses}</Figure>
        <Figure label="Ties">{standing.ties}</Figure>
        <Figure label="Both bad">{standing.bothBad}</Figure>
        <Figure label="Votes">{standing.votes}</Figure>
        {/* Null with no decided vote: a dash, as other unknown figures. */}
        <Figure label="Win share">
          {winShare ? `${percent(winShare.rate)} (${percentRange(winShare.low, winShare.high)})` : '—'}
        </Figure>
      </dl>
    </li>
  );
}

/**
 * Per model, over every pair it stood in: its wins and losses against the others, its share of
 * the decided votes with the 95 % interval (decision 042), and whether it is ahead.
 */
export function ModelStandings({ models }: { models: readonly ModelStanding[] }) {
  return (
    <ul className="grid gap-3">
      {models.map((standing) => (
        <ModelEntry key={`${standing.provider}/${standing.model}`} standing={standing} />
      ))}
    </ul>
  );
}
