import { type Mutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { editMessageKey } from '#client/features/chat/api/edit-message';
import { regenerateReplyKey } from '#client/features/chat/api/regenerate-reply';
import type { Provider } from '#shared/constants';

function providersAsked(mutation: Mutation<unknown, unknown, unknown>, conversationId: number): Provider[] {
  const { data, variables } = mutation.state;
  if ((variables as { conversationId?: number } | undefined)?.conversationId !== conversationId) return [];
  const key = mutation.options.mutationKey?.[0];
  if (key === regenerateReplyKey[0]) return [(data as { provider: Provider }).provider];
  if (key === editMessageKey[0]) return (data as { modelsQueried: Provider[] }).modelsQueried;
  return [];
}

/**
 * Calls `onAsked` with the providers asked again in the conversation from a message's own controls
 * (regenerate, edit), once the server has queued them: the session awaits their replies as it does
 * a send's, so that they arrive by polling too when the live channel is not there.
 */
export function useRepliesAsked(conversationId: number | null, onAsked: (providers: Provider[]) => void): void {
  const queryClient = useQueryClient();
  const asked = useEffectEvent(onAsked);

  useEffect(() => {
    if (conversationId === null) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const providers = providersAsked(event.mutation, conversationId);
      if (providers.length > 0) asked(providers);
    });
  }, [conversationId, queryClient]);
}
