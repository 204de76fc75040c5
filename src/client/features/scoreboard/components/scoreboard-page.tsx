import { useState } from 'react';
import { BrandMark } from '#client/components/brand-mark';
import { PageHeader } from '#client/components/page-header';
import { ALL_STANDINGS, type StandingsFilter, useStandings } from '#client/features/scoreboard/api/get-standings';
import { ScoreboardFilters } from '#client/features/scoreboard/components/scoreboard-filters';
import { StandingsContent } from '#client/features/scoreboard/components/standings-content';
import type { Project } from '#shared/api/projects';

function emptyText({ blindOnly, period, projectId }: StandingsFilter): string {
  // Narrowed to a project or a period, "no votes yet" would not be true.
  if (period !== 'all' || projectId !== null) return 'No votes match these filters.';
  return blindOnly
    ? 'No blind votes yet. Turn Blind on in the chat, then vote under a reply from each model.'
    : 'No votes yet. Under a reply from each model, say which is better to start your scoreboard.';
}

interface ScoreboardPageProps {
  /** The project filter's choices. */
  projects: readonly Pick<Project, 'id' | 'name'>[];
  onBack(): void;
}

/**
 * The scoreboard at /scoreboard (docs/behaviour.md, Scoreboard): the user's votes per model pair
 * and per model, filtered by project, period and blind.
 */
export function ScoreboardPage({ projects, onBack }: ScoreboardPageProps) {
  const [filter, setFilter] = useState<StandingsFilter>(ALL_STANDINGS);
  const standings = useStandings(filter);
  return (
    <div className="min-h-dvh bg-muted/40">
      <PageHeader onBack={onBack} className="max-w-3xl">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <BrandMark label="Pairwise" />
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">Scoreboard</h1>
        </div>
      </PageHeader>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
        <ScoreboardFilters filter={filter} projects={projects} onChange={setFilter} />
        <StandingsContent query={standings} empty={emptyText(filter)} />
      </main>
    </div>
  );
}
