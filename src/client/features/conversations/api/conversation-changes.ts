import { useIsMutating } from '@tanstack/react-query';

/**
 * Deletes and moves share this mutation key: a delete or move is refused while a previous one is
 * still in progress, whichever row started it (docs/behaviour.md, States and transitions).
 */
export const conversationChangeKey = ['conversations', 'change'] as const;

export function useConversationChangePending(): boolean {
  return useIsMutating({ mutationKey: conversationChangeKey }) > 0;
}
