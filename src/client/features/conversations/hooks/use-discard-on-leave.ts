import { useEffect, useRef } from 'react';
import { useDiscardIfEmpty } from '#client/features/conversations/api/discard-conversation';
import { useChatSelection } from '#client/stores/chat-selection';

/**
 * A conversation left without a message is deleted as it is left (decision 049): for another
 * conversation, New Chat, or another page, whatever the way (a row, a search result, Back). Mounted
 * once, above every route; sign-out discards before it ends the session (use-logout.ts).
 */
export function useDiscardOnLeave(): void {
  const { conversationId } = useChatSelection();
  const discardIfEmpty = useDiscardIfEmpty();
  const shown = useRef(conversationId);
  useEffect(() => {
    const left = shown.current;
    shown.current = conversationId;
    if (left !== null && left !== conversationId) void discardIfEmpty(left);
  }, [conversationId, discardIfEmpty]);
}
