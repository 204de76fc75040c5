import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHiddenConversations } from '#client/features/conversations/utils/pending-deletes';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation } from '#shared/api/conversations';

export function getConversations(): Promise<Conversation[]> {
  return getJson<Conversation[]>('/api/conversations');
}

// docs/behaviour.md, The API calls: the conversation list is the one read that is always treated as stale.
export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.conversations, queryFn: getConversations, staleTime: 0 });

/** Every conversation of the signed-in user, in and out of projects, but those within a delete's Undo. */
export function useConversations() {
  const hidden = useHiddenConversations();
  const select = useCallback(
    (list: Conversation[]) => (hidden.size === 0 ? list : list.filter((item) => !hidden.has(item.id))),
    [hidden],
  );
  return useQuery({ ...conversationsQueryOptions(), select });
}
