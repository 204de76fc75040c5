import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationChangeKey } from '#client/features/conversations/api/conversation-changes';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

export function deleteConversation(id: number): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('DELETE', `/api/conversations/${id}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...conversationChangeKey, 'delete'],
    mutationFn: deleteConversation,
    // Only the list: the deleted conversation's messages must not be refetched (they are gone).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true }),
  });
}
