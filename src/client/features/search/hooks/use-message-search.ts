import { useQueryClient } from '@tanstack/react-query';
import { messageSearchQueryOptions, useSearchMessages } from '#client/features/search/api/search-messages';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import { SEARCH_QUERY_MAX_LENGTH } from '#shared/search-limits';

/** Long enough that a word typed at a normal pace is one request, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The message search behind the sidebar's search box: debounced, and quietly cut to what the API takes. */
export function useMessageSearch(search: string) {
  const queryClient = useQueryClient();
  const q = search.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  // The first letter typed waits like the others; shown again (the mobile overlay reopened), the
  // words already searched show their results at once.
  const cached = queryClient.getQueryData(messageSearchQueryOptions(q).queryKey) !== undefined;
  const debounced = useDebouncedValue(q, SEARCH_DEBOUNCE_MS, cached ? q : '');
  const query = useSearchMessages(debounced);
  return {
    results: query.data?.results,
    /** Still typing, or asking the server: what is shown may be the last words' results. */
    isSearching: debounced !== q || query.isFetching,
    isError: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
