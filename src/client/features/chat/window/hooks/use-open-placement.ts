import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface OpenPlacementOptions {
  conversationId: number | null;
  /** Its turns are drawn. */
  shown: boolean;
  /** It opens at a message instead, which places it (or is still being read). */
  atMessage: boolean;
  setFollowing(value: boolean): void;
  /** To the newest turn, at once. */
  toEnd(): void;
}

/**
 * Where the chat is when a conversation opens: following its newest message, wherever the last one
 * was left, and there at once as soon as its turns are drawn; or, opened at a message, wherever
 * `placeAtMessage` leaves it. Until then nothing follows or reads older turns on its own.
 */
export function useOpenPlacement({ conversationId, shown, atMessage, setFollowing, toEnd }: OpenPlacementOptions) {
  const [placedFor, setPlacedFor] = useState<number | null | undefined>(undefined);

  const shownConversation = useRef(conversationId);
  useEffect(() => {
    if (shownConversation.current === conversationId) return;
    shownConversation.current = conversationId;
    setFollowing(true);
  }, [conversationId, setFollowing]);

  useLayoutEffect(() => {
    if (!shown || placedFor === conversationId || atMessage) return;
    setPlacedFor(conversationId);
    setFollowing(true);
    toEnd();
  }, [shown, placedFor, conversationId, atMessage, setFollowing, toEnd]);

  const placeAtMessage = useCallback(() => {
    setPlacedFor(conversationId);
    setFollowing(false);
  }, [conversationId, setFollowing]);

  return { placed: shown && placedFor === conversationId, placeAtMessage };
}
