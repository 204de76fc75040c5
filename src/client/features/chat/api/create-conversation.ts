import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation } from '#shared/api/conversations';
import type { Message } from '#shared/api/messages';

export interface CreateConversationInput {
  title: string;
  projectId: number | null;
}

export function createConversation(input: CreateConversationInput): Promise<Conversation> {
  return sendJson<Conversation>('POST', '/api/conversations', input);
}

/** The first send's conversation, made before the message is sent (SPEC §4). */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      // It has no messages yet: showing that at once spares a spinner before the first message.
      queryClient.setQueryData<Message[]>(queryKeys.messages(conversation.id), []);
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true });
    },
  });
}
