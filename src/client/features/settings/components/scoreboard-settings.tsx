import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { Switch } from '#client/components/ui/switch';
import { useScoreboard } from '#client/features/settings/api/get-scoreboard';
import { scoreboardCsvUrl } from '#client/features/settings/api/get-scoreboard-csv';
import { QueryContent } from '#client/features/settings/components/query-content';
import { ScoreboardTable } from '#client/features/settings/components/scoreboard-table';
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
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={scoreboardCsvUrl(blindOnly)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-center gap-3">
          <Switch
            id="scoreboard-blind-only"
            checked={blindOnly}
            onCheckedChange={setBlindOnly}
            aria-describedby="scoreboard-blind-only-description"
          />
          <div className="grid gap-0.5">
            <Label htmlFor="scoreboard-blind-only">Blind votes only</Label>
            <p id="scoreboard-blind-only-description" className="text-sm text-muted-foreground">
              Count only the votes cast with Blind on, before you knew which model was which.
            </p>
          </div>
        </div>
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
