import { useCallback, useMemo } from 'react';
import { useClearVote } from '#client/features/chat/api/clear-vote';
import { useConversationVotes } from '#client/features/chat/api/get-conversation-votes';
import { useSaveVote } from '#client/features/chat/api/save-vote';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import type { Vote, VoteChoice } from '#shared/api/votes';

const NO_VOTES: ReadonlyMap<number, Vote> = new Map();

/**
 * "Which is better?" on the open conversation: each turn's vote by its user message id, and
 * `vote(messageId, choice, blind)` to cast (blind or not), change or (with null) clear one. A failure
 * is said in a toast.
 */
export function useTurnVotes(conversationId: number | null) {
  const { data } = useConversationVotes(conversationId);
  const { mutateAsync: save } = useSaveVote();
  const { mutateAsync: clear } = useClearVote();
  const votes = useMemo(() => (data ? new Map(data.map((vote) => [vote.messageId, vote])) : NO_VOTES), [data]);

  // Stable, so that the turns above the one streaming are not drawn again for it.
  const vote = useCallback(
    async (messageId: number, choice: VoteChoice | null, blind = false): Promise<void> => {
      if (conversationId === null) return;
      try {
        if (choice === null) await clear({ conversationId, messageId });
        else await save({ conversationId, messageId, choice, blind });
      } catch (error) {
        toast({
          title: 'Vote not saved',
          description: errorText(error, 'server', 'Failed to save your vote'),
          variant: 'destructive',
        });
      }
    },
    [conversationId, save, clear],
  );

  return { votes, vote };
}
