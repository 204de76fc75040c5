import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Scoreboard } from '#shared/api/votes';

/** `blindOnly`: the votes cast blind alone (decision 044). */
export function getScoreboard(blindOnly = false): Promise<Scoreboard> {
  return getJson<Scoreboard>(`/api/votes/scoreboard${blindOnly ? '?blind=true' : ''}`);
}

export const scoreboardQueryOptions = (blindOnly = false) =>
  queryOptions({
    // Under the key every vote invalidates.
    queryKey: [...queryKeys.scoreboard, { blindOnly }],
    queryFn: () => getScoreboard(blindOnly),
    // Votes are cast in the chat (and other tabs): opening the tab again counts them.
    staleTime: 0,
  });

/** The user's own votes per model pair (those cast blind alone with `blindOnly`): over all time and the last 30 days. */
export function useScoreboard(blindOnly = false) {
  return useQuery(scoreboardQueryOptions(blindOnly));
}
