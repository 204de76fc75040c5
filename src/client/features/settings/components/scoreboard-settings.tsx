import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { BlindOnlySwitch } from '#client/components/blind-only-switch';
import { QueryContent } from '#client/components/query-content';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { paths } from '#client/config/paths';
import { useScoreboard } from '#client/features/settings/api/get-scoreboard';
import { ScoreboardTable } from '#client/features/settings/components/scoreboard-table';
import { scoreboardCsvUrl } from '#client/lib/scoreboard-csv-url';
import { SCOREBOARD_RECENT_DAYS } from '#shared/api/votes';

/**
 * Settings → Scoreboard: the user's own "Which is better?" votes per model pair, and their CSV;
 * "Blind votes only" counts the votes cast with the names hidden (decision 044).
 */
export function ScoreboardSettings() {
  const [blindOnly, setBlindOnly] = useState(false);
  const scoreboard = useScoreboard(blindOnly);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Scoreboard</CardTitle>
          <CardDescription>
            Your votes under replies from both models: which one you found better, per pair of models.
          </CardDescription>
          <Link
            href={paths.scoreboard.href()}
            className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Open the full scoreboard
          </Link>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={scoreboardCsvUrl(blindOnly)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        <BlindOnlySwitch checked={blindOnly} onCheckedChange={setBlindOnly} />
        <QueryContent query={scoreboard} loadingLabel="Loading your scoreboard" what="your scoreboard">
          {(data) => (
            <>
              <ScoreboardTable
                title="All time"
                rows={data.allTime}
                empty={
                  blindOnly
                    ? 'No blind votes yet. Turn Blind on in the chat, then vote under a reply from each model.'
                    : 'No votes yet. Under a reply from each model, say which is better to start your scoreboard.'
                }
              />
              <ScoreboardTable
                title={`Last ${SCOREBOARD_RECENT_DAYS} days`}
                rows={data.last30Days}
                empty={`No votes in the last ${SCOREBOARD_RECENT_DAYS} days.`}
              />
            </>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
