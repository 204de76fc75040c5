import { Download } from 'lucide-react';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useScoreboard } from '#client/features/settings/api/get-scoreboard';
import { scoreboardCsvUrl } from '#client/features/settings/api/get-scoreboard-csv';
import { ScoreboardTable } from '#client/features/settings/components/scoreboard-table';
import { serverErrorText } from '#client/lib/api-client';
import { SCOREBOARD_RECENT_DAYS } from '#shared/api/votes';

/** Settings → Scoreboard: the user's own "Which is better?" votes per model pair, and their CSV. */
export function ScoreboardSettings() {
  const scoreboard = useScoreboard();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Scoreboard</CardTitle>
          <CardDescription>
            Your votes under replies from both models: which one you found better, per pair of models.
          </CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={scoreboardCsvUrl()} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        {scoreboard.isPending ? (
          <Spinner className="mx-auto my-6 size-6" label="Loading your scoreboard" />
        ) : scoreboard.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              Could not load your scoreboard: {serverErrorText(scoreboard.error, scoreboard.error.message)}
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <ScoreboardTable
              title="All time"
              rows={scoreboard.data.allTime}
              empty="No votes yet. Under a reply from each model, say which is better to start your scoreboard."
            />
            <ScoreboardTable
              title={`Last ${SCOREBOARD_RECENT_DAYS} days`}
              rows={scoreboard.data.last30Days}
              empty={`No votes in the last ${SCOREBOARD_RECENT_DAYS} days.`}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
