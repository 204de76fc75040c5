import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { messageIdFrom } from '#client/config/paths';
import type { Message } from '#shared/api/messages';

/** A message the conversation should open at. */
export interface MessageTarget {
  /** It, once loaded; null while it is read, or when there is none. */
  messageId: number | null;
  /** It is being read: the conversation waits for it before placing the view. */
  pending: boolean;
  /** It is in view: the address need not ask for it any more. */
  onShown(): void;
}

interface MessageTargetOptions {
  conversationId: number | null;
  /** The turns loaded so far; undefined while the newest are read. */
  messages: readonly Message[] | undefined;
  hasOlder: boolean;
  loading: boolean;
  loadThrough(messageId: number): Promise<'loaded' | 'missing' | 'busy'>;
}

/**
 * The message the address asks the conversation to open at (`/c/{id}?message={messageId}`, a search
 * hit). Older turns are read back to it when it is not loaded. Once it is shown, or found to be in
 * no page of the conversation (which then opens at its newest turn), the address drops it,
 * replacing its history entry: a reload or Back does not jump there again.
 */
export function useMessageTarget({
  conversationId,
  messages,
  hasOlder,
  loading,
  loadThrough,
}: MessageTargetOptions): MessageTarget {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const asked = conversationId === null ? null : messageIdFrom(search);
  const found = asked !== null && messages?.some((message) => message.id === asked) === true;
  const tried = useRef<number | null>(null);
  const drop = useCallback(
    () => navigate(location, { replace: true, state: window.history.state }),
    [location, navigate],
  );

  useEffect(() => {
    if (asked === null || messages === undefined || found || loading || tried.current === asked) return;
    // Every turn is loaded: it is not in this conversation.
    if (!hasOlder) {
      drop();
      return;
    }
    tried.current = asked;
    void loadThrough(asked).then((outcome) => {
      if (outcome === 'missing') drop();
      // Another page was being read: try again once it is in.
      else if (outcome === 'busy' && tried.current === asked) tried.current = null;
    });
  }, [asked, messages, found, loading, hasOlder, loadThrough, drop]);

  return { messageId: found ? asked : null, pending: asked !== null && !found, onShown: drop };
}
