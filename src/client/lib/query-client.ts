import { QueryClient } from '@tanstack/react-query';

/**
 * docs/behaviour.md, The API calls: no automatic retries, no refetch on focus, and data never goes
 * stale on its own; the conversation list opts back in to staleness where it is queried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
