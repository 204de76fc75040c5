import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { SearchResponse } from '#shared/api/search';

export function searchMessages(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return getJson<SearchResponse>(`/api/search?${new URLSearchParams({ q })}`, { signal });
}

export const messageSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.messageSearch(q),
    // A search typed over is abandoned: its request is cancelled.
    queryFn: ({ signal }) => searchMessages(q, signal),
    // Messages keep coming: the same words typed again later are asked again.
    staleTime: 0,
    // While the next words are asked, the last results stay rather than flashing empty.
    placeholderData: keepPreviousData,
  });

/** The user's messages matching every word of `q` (prefixes), grouped by conversation; off for a blank `q`. */
export function useSearchMessages(q: string) {
  return useQuery({ ...messageSearchQueryOptions(q), enabled: q !== '' });
}
