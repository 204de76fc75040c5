import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/hooks/use-toast';
import { sendJson } from '#client/lib/api-client';
import { errorText } from '#client/lib/error-text';
import { queryKeys } from '#client/lib/query-keys';
import type { ModelSettings } from '#shared/api/chat';
import type { EditMessageResponse } from '#shared/api/versions';
import type { Side } from '#shared/sides';

export interface EditMessageInput {
  messageId: number;
  conversationId: number;
  message: string;
  /** The sidebar's settings, as a send uses them. */
  modelSettings: ModelSettings;
  /** Not sent: the sides that answered it, which the server asks again (awaited as a send's are). */
  asked?: { side: Side; provider: string }[];
}

export function editMessage({ messageId, message, modelSettings }: EditMessageInput): Promise<EditMessageResponse> {
  return sendJson<EditMessageResponse>('PATCH', `/api/messages/${messageId}`, { message, modelSettings });
}

/** Its replies are awaited as a send's are (use-replies-asked.ts). */
export const editMessageKey = ['edit-message'] as const;

/**
 * PATCH /api/messages/{id}: a new version of the user message with this text, asked of the same
 * providers; its branch is the one shown then (decision 055), so the conversation is read again and
 * replaces the branch left.
 */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: editMessageKey,
    mutationFn: editMessage,
    onSuccess: (_answer, { conversationId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.messages(conversationId) }),
    onError: (error) =>
      toast({
        title: 'Failed to edit the message',
        description: errorText(error, 'server-or-body', 'Failed to edit the message'),
        variant: 'destructive',
      }),
  });
}
