import { useIsMutating } from '@tanstack/react-query';

/**
 * Deletes and moves share this mutation key: SPEC §4 blocks a delete or move while a previous one
 * is still in progress, whichever row started it.
 */
export const conversationChangeKey = ['conversations', 'change'] as const;

export function useConversationChangePending(): boolean {
  return useIsMutating({ mutationKey: conversationChangeKey }) > 0;
}
