import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Scoreboard } from '#shared/api/votes';

export function getScoreboard(): Promise<Scoreboard> {
  return getJson<Scoreboard>('/api/votes/scoreboard');
}

export const scoreboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.scoreboard,
    queryFn: getScoreboard,
    // Votes are cast in the chat (and other tabs): opening the tab again counts them.
    staleTime: 0,
  });

/** The user's own votes per model pair: over all time and the last 30 days. */
export function useScoreboard() {
  return useQuery(scoreboardQueryOptions());
}
