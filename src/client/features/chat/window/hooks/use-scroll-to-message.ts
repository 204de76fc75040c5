import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { HIGHLIGHT_MS } from '#client/features/chat/message/utils/message-highlight';
import { holdsMessage, type Turn } from '#client/features/chat/turn/utils/group-turns';
import type { TurnVirtualizer } from '#client/features/chat/window/hooks/use-turn-virtualizer';

/** Room kept above a message taller than the view, which shows from its top. */
const TOP_ROOM_PX = 24;

interface ScrollToMessageOptions {
  virtualizer: TurnVirtualizer;
  scrollRef: RefObject<HTMLElement | null>;
  turns: readonly Turn[];
  /** The message to bring into view once its turn is loaded; null for none. */
  messageId: number | null;
  /** The view starts going to it (it is no longer following the newest message). */
  onStart(): void;
  /** It is in view, and marked. */
  onShown(): void;
}

/**
 * Brings a message into the middle of the chat and marks it for a moment (a conversation opened at
 * a search hit). Its turn is drawn first, where the list thinks it is; then, the message being on
 * the page, the view is set by where it really is, as a turn may be taller than the view.
 * Answers the message marked, if any.
 */
export function useScrollToMessage({
  virtualizer,
  scrollRef,
  turns,
  messageId,
  onStart,
  onShown,
}: ScrollToMessageOptions): number | null {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const target = useRef<{ id: number; shown: boolean } | null>(null);
  const started = useEffectEvent(onStart);
  const shown = useEffectEvent(onShown);
  const index = messageId === null ? -1 : turns.findIndex((turn) => holdsMessage(turn, messageId));

  useLayoutEffect(() => {
    if (messageId === null) target.current = null;
    if (messageId === null || index === -1 || target.current?.id === messageId) return;
    target.current = { id: messageId, shown: false };
    started();
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [messageId, index, virtualizer]);

  // After every render until the message is drawn: cheap, a lookup by attribute.
  useLayoutEffect(() => {
    const going = target.current;
    const scroller = scrollRef.current;
    if (!going || going.shown || !scroller) return;
    const element = scroller.querySelector<HTMLElement>(`[data-message-id="${going.id}"]`);
    if (!element) return;
    going.shown = true;
    const top = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const room = scroller.clientHeight - element.offsetHeight;
    virtualizer.scrollToOffset(Math.max(0, top - (room > 0 ? room / 2 : TOP_ROOM_PX)));
    setHighlighted(going.id);
    shown();
  });

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}
