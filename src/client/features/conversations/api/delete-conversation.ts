import { useQueryClient } from '@tanstack/react-query';
import { deferDelete, showAgain } from '#client/features/conversations/utils/pending-deletes';
import { apiRequest } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation } from '#shared/api/conversations';

/**
 * `keepalive` lets the request outlive the page: a delete waiting out its Undo is sent as the tab
 * closes. It is still a same-origin fetch, so the browser adds the Origin the server checks.
 */
export async function deleteConversation(id: number, { keepalive = false } = {}): Promise<void> {
  await apiRequest('DELETE', `/api/conversations/${id}`, undefined, { keepalive });
}

/**
 * Deletes with an Undo: the conversation is hidden at once and the DELETE is sent when the Undo
 * runs out (see pending-deletes). `onFailed` runs if the server then refuses; it shows again.
 */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return (id: number, onFailed: (error: unknown) => void) =>
    deferDelete(id, async ({ keepalive }) => {
      try {
        await deleteConversation(id, { keepalive });
        queryClient.setQueryData<Conversation[]>(queryKeys.conversations, (list) =>
          list?.filter((item) => item.id !== id),
        );
        // Its messages are gone: they must not be refetched.
        queryClient.removeQueries({ queryKey: queryKeys.messages(id) });
      } catch (error) {
        onFailed(error);
      } finally {
        showAgain(id);
        void queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true });
      }
    });
}
