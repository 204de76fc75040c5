import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation, CreateConversationBody } from '#shared/api/conversations';

export function createConversation(body: CreateConversationBody): Promise<Conversation> {
  return sendJson<Conversation>('POST', '/api/conversations', body);
}

/** Creates a conversation; it settles once the list has been refetched, so the new row is there. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true }),
  });
}
