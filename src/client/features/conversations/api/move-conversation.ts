import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationChangeKey } from '#client/features/conversations/api/conversation-changes';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation } from '#shared/api/conversations';

export interface MoveConversationInput {
  id: number;
  /** null moves the conversation out of its project. */
  projectId: number | null;
}

export function moveConversation({ id, projectId }: MoveConversationInput): Promise<Conversation> {
  return sendJson<Conversation>('PATCH', `/api/conversations/${id}/move`, { projectId });
}

export function useMoveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...conversationChangeKey, 'move'],
    mutationFn: moveConversation,
    // docs/behaviour.md, States and transitions: the moved conversation is refreshed too (its
    // project, and so its instructions, changed).
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messages(id) }),
      ]),
  });
}
