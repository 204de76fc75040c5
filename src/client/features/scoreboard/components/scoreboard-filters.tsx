import { Download } from 'lucide-react';
import { BlindOnlySwitch } from '#client/components/blind-only-switch';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/native-select';
import type { StandingsFilter } from '#client/features/scoreboard/api/get-standings';
import { scoreboardCsvUrl } from '#client/lib/scoreboard-csv-url';
import type { Project } from '#shared/api/projects';
import { STANDINGS_PERIODS, type StandingsPeriod } from '#shared/api/standings';

const PERIOD_LABELS: Record<StandingsPeriod, string> = {
  all: 'All time',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

interface ScoreboardFiltersProps {
  filter: StandingsFilter;
  projects: readonly Pick<Project, 'id' | 'name'>[];
  onChange(filter: StandingsFilter): void;
}

/** Which votes the scoreboard counts: a project's, a period's, the blind ones; and the CSV. */
export function ScoreboardFilters({ filter, projects, onChange }: ScoreboardFiltersProps) {
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6">
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="scoreboard-project">Project</Label>
        <NativeSelect
          id="scoreboard-project"
          value={filter.projectId === null ? '' : String(filter.projectId)}
          onChange={(event) =>
            onChange({ ...filter, projectId: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">All projects</option>
          {projects.map((project) => (
            <option key={project.id} value={String(project.id)}>
              {project.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="scoreboard-period">Period</Label>
        <NativeSelect
          id="scoreboard-period"
          value={filter.period}
          onChange={(event) => onChange({ ...filter, period: event.target.value as StandingsPeriod })}
        >
          {STANDINGS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <BlindOnlySwitch
        checked={filter.blindOnly}
        onCheckedChange={(blindOnly) => onChange({ ...filter, blindOnly })}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:col-span-2">
        <Button asChild variant="outline" size="sm">
          <a href={scoreboardCsvUrl(filter.blindOnly)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
        {/* The CSV knows the blind filter alone. */}
        <p className="text-xs text-muted-foreground">Every project, over all time.</p>
      </div>
    </div>
  );
}
