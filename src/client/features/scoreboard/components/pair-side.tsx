import { Figure } from '#client/features/scoreboard/components/figure';
import { formatCostPerAnswer, formatFirstToken } from '#client/features/scoreboard/utils/format-facts';
import { percent } from '#client/lib/percent';
import type { SideFacts } from '#shared/api/standings';

interface PairSideProps {
  /** "Left" is side a, as in the chat's vote buttons. */
  side: 'Left' | 'Right';
  model: string;
  wins: number;
  /** Wins ÷ votes; null with no votes. */
  winRate: number | null;
  facts: SideFacts;
}

/** One side of a pair: its model, wins, and what its judged answers took. */
export function PairSide({ side, model, wins, winRate, facts }: PairSideProps) {
  return (
    <section aria-label={`${side}: ${model}`} className="grid min-w-0 gap-2 rounded-md bg-muted/50 p-3">
      <p className="text-sm font-medium [overflow-wrap:anywhere]">
        {model} <span className="font-normal text-muted-foreground">({side.toLowerCase()})</span>
      </p>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2 text-sm">
        <Figure label="Wins">
          {wins}
          {winRate !== null && <span className="font-normal text-muted-foreground"> ({percent(winRate)})</span>}
        </Figure>
        <Figure label="First token">{formatFirstToken(facts.medianFirstTokenMs)}</Figure>
        <Figure label="Cost per answer">{formatCostPerAnswer(facts.costPerAnswer)}</Figure>
      </dl>
    </section>
  );
}
