import { type Mutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { continueReplyKey } from '#client/features/chat/api/continue-reply';
import { type EditMessageInput, editMessageKey } from '#client/features/chat/api/edit-message';
import { regenerateReplyKey } from '#client/features/chat/api/regenerate-reply';
import type { AskedSide } from '#client/features/chat/live/utils/pending-flags';
import type { RegenerateResponse } from '#shared/api/versions';

function sidesAsked(mutation: Mutation<unknown, unknown, unknown>, conversationId: number): AskedSide[] {
  const { data, variables } = mutation.state;
  if ((variables as { conversationId?: number } | undefined)?.conversationId !== conversationId) return [];
  const key = mutation.options.mutationKey?.[0];
  // Each asks one side again (a continue goes on from its cut-off reply).
  if (key === regenerateReplyKey[0] || key === continueReplyKey[0]) {
    const { side, provider } = data as RegenerateResponse;
    return [{ side, provider }];
  }
  // An edit asks each side that answered the message before (docs/decisions/038-sides.md).
  if (key === editMessageKey[0]) return (variables as EditMessageInput).asked ?? [];
  return [];
}

/**
 * Calls `onAsked` with the sides asked again in the conversation from a message's own controls
 * (regenerate, continue, edit), once the server has queued them: the session awaits their replies as it does
 * a send's, so that they arrive by polling too when the live channel is not there.
 */
export function useRepliesAsked(conversationId: number | null, onAsked: (asked: AskedSide[]) => void): void {
  const queryClient = useQueryClient();
  const asked = useEffectEvent(onAsked);

  useEffect(() => {
    if (conversationId === null) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const sides = sidesAsked(event.mutation, conversationId);
      if (sides.length > 0) asked(sides);
    });
  }, [conversationId, queryClient]);
}
