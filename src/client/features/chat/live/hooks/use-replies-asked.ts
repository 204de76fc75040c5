import { type Mutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { continueReplyKey } from '#client/features/chat/api/continue-reply';
import { type EditMessageInput, editMessageKey } from '#client/features/chat/api/edit-message';
import { regenerateReplyKey } from '#client/features/chat/api/regenerate-reply';
import type { AskedSide } from '#client/features/chat/live/utils/pending-flags';
import type { EditMessageResponse, RegenerateResponse } from '#shared/api/versions';

/** Sides asked again, and the question their replies answer when it is a new one (an edit's). */
interface Asked {
  sides: AskedSide[];
  questionId?: number;
}

function askedBy(mutation: Mutation<unknown, unknown, unknown>, conversationId: number): Asked {
  const { data, variables } = mutation.state;
  if ((variables as { conversationId?: number } | undefined)?.conversationId !== conversationId) return { sides: [] };
  const key = mutation.options.mutationKey?.[0];
  // Each asks one side again (a continue goes on from its cut-off reply).
  if (key === regenerateReplyKey[0] || key === continueReplyKey[0]) {
    const { side, provider } = data as RegenerateResponse;
    return { sides: [{ side, provider }] };
  }
  // An edit asks each side that answered the message before (docs/decisions/038-sides.md), for the
  // new version of it the server made (decision 055): its replies answer that one.
  if (key === editMessageKey[0]) {
    return { sides: (variables as EditMessageInput).asked ?? [], questionId: (data as EditMessageResponse).messageId };
  }
  return { sides: [] };
}

/**
 * Calls `onAsked` with the sides asked again in the conversation from a message's own controls
 * (regenerate, continue, edit), once the server has queued them: the session awaits their replies as it does
 * a send's, so that they arrive by polling too when the live channel is not there. An edit's come
 * with the new question they answer (`questionId`), as a send's do.
 */
export function useRepliesAsked(
  conversationId: number | null,
  onAsked: (asked: AskedSide[], questionId?: number) => void,
): void {
  const queryClient = useQueryClient();
  const asked = useEffectEvent(onAsked);

  useEffect(() => {
    if (conversationId === null) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const { sides, questionId } = askedBy(event.mutation, conversationId);
      if (sides.length === 0) return;
      if (questionId === undefined) asked(sides);
      else asked(sides, questionId);
    });
  }, [conversationId, queryClient]);
}
