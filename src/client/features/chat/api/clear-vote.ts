import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Vote } from '#shared/api/votes';

export interface ClearVoteInput {
  conversationId: number;
  messageId: number;
}

export function clearVote({ messageId }: ClearVoteInput): Promise<void> {
  return sendJson<void>('DELETE', `/api/messages/${messageId}/vote`);
}

/** Takes back the vote on one turn, leaving it unjudged. */
export function useClearVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearVote,
    onSuccess: (_answer, { conversationId, messageId }) => {
      queryClient.setQueryData<Vote[]>(queryKeys.votes(conversationId), (votes = []) =>
        votes.filter((item) => item.messageId !== messageId),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.scoreboard });
    },
  });
}
