import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Standings, StandingsPeriod } from '#shared/api/standings';

/** What the scoreboard page counts: `blindOnly` the votes cast blind alone (decision 044). */
export interface StandingsFilter {
  blindOnly: boolean;
  period: StandingsPeriod;
  /** Null: every project, and the conversations in none. */
  projectId: number | null;
}

export const ALL_STANDINGS: StandingsFilter = { blindOnly: false, period: 'all', projectId: null };

/** The query string for a filter, the server's defaults left out: `?period=7d&projectId=3`, or ''. */
export function standingsSearch({ blindOnly, period, projectId }: StandingsFilter): string {
  const params = new URLSearchParams();
  if (blindOnly) params.set('blind', 'true');
  if (period !== 'all') params.set('period', period);
  if (projectId !== null) params.set('projectId', String(projectId));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/votes/standings: the user's counted votes per model pair and per model. */
export function getStandings(filter: StandingsFilter): Promise<Standings> {
  return getJson<Standings>(`/api/votes/standings${standingsSearch(filter)}`);
}

export const standingsQueryOptions = (filter: StandingsFilter) =>
  queryOptions({
    // Under the key every vote invalidates.
    queryKey: [...queryKeys.scoreboard, 'standings', filter],
    queryFn: () => getStandings(filter),
    // Votes are cast in the chat (and other tabs): opening the page again counts them.
    staleTime: 0,
  });

/** The standings for a filter; while another filter's load, the last ones stay shown (`isPlaceholderData`). */
export function useStandings(filter: StandingsFilter) {
  return useQuery({ ...standingsQueryOptions(filter), placeholderData: keepPreviousData });
}
