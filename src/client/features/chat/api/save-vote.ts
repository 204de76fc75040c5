import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Vote, VoteChoice } from '#shared/api/votes';

export interface SaveVoteInput {
  conversationId: number;
  /** The user message whose two replies are judged. */
  messageId: number;
  choice: VoteChoice;
  /** Cast with the models' names hidden (decision 044); the server takes false when left out. */
  blind?: boolean;
}

export function saveVote({ messageId, choice, blind = false }: SaveVoteInput): Promise<Vote> {
  return sendJson<Vote>('PUT', `/api/messages/${messageId}/vote`, { choice, ...(blind && { blind }) });
}

/** Casts or changes the vote on one turn; the conversation's votes take the answer as is. */
export function useSaveVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVote,
    onSuccess: (vote, { conversationId }) => {
      queryClient.setQueryData<Vote[]>(queryKeys.votes(conversationId), (votes = []) => [
        ...votes.filter((item) => item.messageId !== vote.messageId),
        vote,
      ]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.scoreboard });
    },
  });
}
