import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readBranchShown } from '#client/features/chat/api/get-message-page';
import { toast } from '#client/hooks/use-toast';
import { sendJson } from '#client/lib/api-client';
import { errorText } from '#client/lib/error-text';
import { queryKeys } from '#client/lib/query-keys';

export interface ShowBranchInput {
  conversationId: number;
  /** The version of a question to show. */
  questionId: number;
}

export function showBranch({ questionId }: ShowBranchInput): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('PUT', `/api/messages/${questionId}/active`);
}

/**
 * PUT /api/messages/{id}/active on a question: that version is shown, with the later conversation
 * of its own branch, and each side's thread follows it (decision 055). Only the server holds the
 * other branch, so the conversation is read again once it has answered.
 */
export function useShowBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showBranch,
    onSuccess: (_answer, { conversationId, questionId }) =>
      // Shown either way: a failed read leaves the query to say so, as any failed read of it does.
      readBranchShown(queryClient, conversationId, questionId).catch(() =>
        queryClient.invalidateQueries({ queryKey: queryKeys.messages(conversationId) }),
      ),
    onError: (error) =>
      toast({
        title: 'Failed to show that version',
        description: errorText(error, 'server-or-body', 'Failed to show that version'),
        variant: 'destructive',
      }),
  });
}
