import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation } from '#shared/api/conversations';

export function getConversations(): Promise<Conversation[]> {
  return getJson<Conversation[]>('/api/conversations');
}

// SPEC §7: the conversation list is the one read that is always treated as stale.
export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.conversations, queryFn: getConversations, staleTime: 0 });

/** Every conversation of the signed-in user, in and out of projects. */
export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
