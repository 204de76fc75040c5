import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { forgetDiscarded, markDiscarded, unmarkDiscarded, wasDiscarded } from '#client/stores/discarded-conversations';
import type { DiscardConversationResponse, ListedConversation } from '#shared/api/conversations';
import type { Message } from '#shared/api/messages';
import type { PublicUser } from '#shared/api/users';

/** POST /api/conversations/{id}/discard: deleted only while it has no message (the server checks). */
export function discardConversation(id: number): Promise<DiscardConversationResponse> {
  return sendJson<DiscardConversationResponse>('POST', `/api/conversations/${id}/discard`);
}

/** A message on its way into it (POST /api/chat pending): it will not be empty for long. */
function isSendingTo(queryClient: QueryClient, id: number): boolean {
  const pending = queryClient.getMutationCache().findAll({ status: 'pending' });
  return pending.some((mutation) => (mutation.state.variables as { conversationId?: unknown })?.conversationId === id);
}

/**
 * Leaving a conversation (docs/decisions/049-empty-conversations.md): it is deleted when this tab
 * knows it empty, by its messages or else by the list. Kept when a message came first, elsewhere
 * too: the list is then read again. Signed out, nothing is asked.
 */
export function useDiscardIfEmpty() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      if (!queryClient.getQueryData<PublicUser | null>(queryKeys.currentUser) || wasDiscarded(id)) return;
      const messages = queryClient.getQueryData<Message[]>(queryKeys.messages(id));
      const listed = queryClient.getQueryData<ListedConversation[]>(queryKeys.conversations)?.find((c) => c.id === id);
      if (!(messages ? messages.length === 0 : listed?.empty) || isSendingTo(queryClient, id)) return;
      markDiscarded([id]);
      try {
        const { deleted } = await discardConversation(id);
        if (deleted) return forgetDiscarded(queryClient, [id]);
        unmarkDiscarded([id]);
        // What this tab read of it is out of date: read again, its messages when it is next shown.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true }),
          queryClient.invalidateQueries({ queryKey: queryKeys.messages(id) }),
        ]);
      } catch (error) {
        // Gone already (deleted in another tab): as good as discarded. Anything else: it stays,
        // unlisted, until the next New Chat takes its place.
        if (error instanceof ApiError && error.status === 404) return forgetDiscarded(queryClient, [id]);
        unmarkDiscarded([id]);
        console.warn('Failed to discard an empty conversation', error);
      }
    },
    [queryClient],
  );
}
