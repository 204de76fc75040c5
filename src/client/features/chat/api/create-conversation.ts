import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { forgetDiscarded, markDiscarded, unmarkDiscarded } from '#client/stores/discarded-conversations';
import type { Conversation, CreateConversationBody, ListedConversation } from '#shared/api/conversations';
import type { Message } from '#shared/api/messages';

export function createConversation(body: CreateConversationBody): Promise<Conversation> {
  return sendJson<Conversation>('POST', '/api/conversations', body);
}

/**
 * POST /api/conversations: the first send's conversation, made before the message is sent, and
 * the sidebar's New Chat and a project's New Conversation, composed in src/client/app
 * (docs/behaviour.md, States and transitions). `waitForList`: settle only once the list has been
 * refetched, for a caller that shows the new conversation's row at once (its title, its project);
 * the first send goes on to post its message without waiting for it. The user's other empty
 * conversations are gone with it (docs/decisions/049-empty-conversations.md).
 */
export function useCreateConversation({ waitForList = false } = {}) {
  const queryClient = useQueryClient();
  // The user's empty conversations as this tab knows them: the new one takes their place (decision 049).
  const knownEmpty = () => {
    const list = queryClient.getQueryData<ListedConversation[]>(queryKeys.conversations) ?? [];
    const hasMessages = (id: number) => Boolean(queryClient.getQueryData<Message[]>(queryKeys.messages(id))?.length);
    return list.filter((item) => item.empty && !hasMessages(item.id)).map((item) => item.id);
  };
  return useMutation({
    mutationFn: createConversation,
    // Marked before the server deletes them: the one on screen closes its live channel first.
    onMutate: () => {
      const replaced = knownEmpty();
      markDiscarded(replaced);
      return { replaced };
    },
    onError: (_error, _body, context) => unmarkDiscarded(context?.replaced ?? []),
    onSuccess: (conversation, _body, context) => {
      // It has no messages yet: showing that at once spares a spinner before the first message.
      queryClient.setQueryData<Message[]>(queryKeys.messages(conversation.id), []);
      forgetDiscarded(queryClient, context?.replaced ?? []);
      const listed = queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true });
      return waitForList ? listed : undefined;
    },
  });
}
