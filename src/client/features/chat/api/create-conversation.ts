import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation, CreateConversationBody } from '#shared/api/conversations';
import type { Message } from '#shared/api/messages';

export function createConversation(body: CreateConversationBody): Promise<Conversation> {
  return sendJson<Conversation>('POST', '/api/conversations', body);
}

/**
 * POST /api/conversations: the first send's conversation, made before the message is sent, and
 * the sidebar's New Chat and a project's New Conversation, composed in src/client/app
 * (docs/behaviour.md, States and transitions). `waitForList`: settle only once the list has been
 * refetched, for a caller that shows the new conversation's row at once (its title, its project);
 * the first send goes on to post its message without waiting for it.
 */
export function useCreateConversation({ waitForList = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      // It has no messages yet: showing that at once spares a spinner before the first message.
      queryClient.setQueryData<Message[]>(queryKeys.messages(conversation.id), []);
      const listed = queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true });
      return waitForList ? listed : undefined;
    },
  });
}
