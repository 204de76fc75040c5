import { useEffect, useEffectEvent } from 'react';
import { getMessageUpdates } from '#client/features/chat/api/get-message-updates';
import type { Message } from '#shared/api/messages';

/** The message poll interval (docs/behaviour.md, Constants and limits). */
export const POLL_INTERVAL_MS = 1000;

interface PollingOptions {
  conversationId: number | null;
  /** True while any provider is pending. */
  enabled: boolean;
  /** The highest message id seen; a new value restarts the timer from there. */
  afterMessageId: number;
  onMessages(conversationId: number, messages: Message[]): void;
}

/**
 * Asks for messages newer than the last seen id every second while enabled. A timer chain rather
 * than an interval: a slow answer never overlaps the next request. A switch of conversation, a new
 * cursor or the end of waiting drops the timer and any answer still in flight.
 */
export function useMessagePolling({ conversationId, enabled, afterMessageId, onMessages }: PollingOptions): void {
  const deliver = useEffectEvent(onMessages);

  useEffect(() => {
    if (!enabled || conversationId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const messages = await getMessageUpdates(conversationId, afterMessageId);
        if (!stopped && messages.length > 0) deliver(conversationId, messages);
      } catch (error) {
        // docs/behaviour.md, Errors and their texts: a failed poll is only logged, and polling goes on.
        if (!stopped) console.warn('Polling for new messages failed; trying again', error);
      }
      if (!stopped) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [conversationId, enabled, afterMessageId]);
}
