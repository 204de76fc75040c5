import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHiddenConversations } from '#client/features/conversations/utils/pending-deletes';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { useChatSelection } from '#client/stores/chat-selection';
import type { ListedConversation } from '#shared/api/conversations';

export function getConversations(): Promise<ListedConversation[]> {
  return getJson<ListedConversation[]>('/api/conversations');
}

// docs/behaviour.md, The API calls: the conversation list is the one read that is always treated as stale.
export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.conversations, queryFn: getConversations, staleTime: 0 });

/**
 * Every conversation of the signed-in user, in and out of projects, but those within a delete's
 * Undo, and those without a message other than the one shown (decision 049): the place the person
 * is in shows, an empty conversation left behind (another tab's, a closed tab's) never does.
 */
export function useConversations() {
  const hidden = useHiddenConversations();
  const { conversationId } = useChatSelection();
  const select = useCallback(
    (list: ListedConversation[]) =>
      list.filter((item) => !hidden.has(item.id) && (!item.empty || item.id === conversationId)),
    [hidden, conversationId],
  );
  return useQuery({ ...conversationsQueryOptions(), select });
}
