/**
 * GET /api/votes/scoreboard.csv: the scoreboard as a CSV attachment. The browser downloads it
 * itself (a link), so there is no fetcher here: only its address, in one place.
 */
export function scoreboardCsvUrl(blindOnly = false): string {
  return `/api/votes/scoreboard.csv${blindOnly ? '?blind=true' : ''}`;
}
