import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation } from '#shared/api/conversations';

export interface RenameConversationInput {
  id: number;
  title: string;
}

export function renameConversation({ id, title }: RenameConversationInput): Promise<Conversation> {
  return sendJson<Conversation>('PATCH', `/api/conversations/${id}`, { title });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    // The new title shows at once, in the sidebar and the header, without waiting for the refetch.
    onSuccess: (renamed) =>
      queryClient.setQueryData<Conversation[]>(queryKeys.conversations, (list) =>
        list?.map((item) => (item.id === renamed.id ? { ...item, title: renamed.title } : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true }),
  });
}
