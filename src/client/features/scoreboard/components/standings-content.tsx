import type { UseQueryResult } from '@tanstack/react-query';
import { QueryContent } from '#client/components/query-content';
import { ModelStandings } from '#client/features/scoreboard/components/model-standings';
import { PairStandings } from '#client/features/scoreboard/components/pair-standings';
import type { Standings } from '#shared/api/standings';

interface StandingsContentProps {
  query: UseQueryResult<Standings>;
  /** Said in place of the sections when no vote counts. */
  empty: string;
}

/** The page's body: a spinner while the standings load, their error with "Try again", else the two sections. */
export function StandingsContent({ query, empty }: StandingsContentProps) {
  return (
    <QueryContent query={query} loadingLabel="Loading your scoreboard" what="your scoreboard">
      {({ pairs, models }) =>
        pairs.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          // Another filter's standings stay shown, dimmed, until the new ones come.
          <div
            aria-busy={query.isPlaceholderData}
            className={query.isPlaceholderData ? 'grid gap-8 opacity-60' : 'grid gap-8'}
          >
            <section aria-labelledby="scoreboard-pairs" className="grid gap-3">
              <h2 id="scoreboard-pairs" className="text-base font-semibold">
                Model pairs
              </h2>
              <PairStandings pairs={pairs} />
            </section>
            <section aria-labelledby="scoreboard-models" className="grid gap-3">
              <h2 id="scoreboard-models" className="text-base font-semibold">
                Models
              </h2>
              <ModelStandings models={models} />
            </section>
          </div>
        )
      }
    </QueryContent>
  );
}
