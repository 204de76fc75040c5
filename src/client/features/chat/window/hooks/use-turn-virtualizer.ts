import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Turn } from '#client/features/chat/turn/utils/group-turns';
import { estimateTurnHeight } from '#client/features/chat/window/utils/estimate-turn';

/** Turns drawn beyond each edge of the view: enough to scroll a little without blanks, few enough to stay light. */
const OVERSCAN_TURNS = 3;

export type TurnVirtualizer = Virtualizer<HTMLElement, HTMLDivElement>;

/**
 * The chat's size as the list sees it. A size of 0 (a hidden chat; jsdom, which lays nothing out)
 * keeps the last one known, at first the window's: the rows drawn stay drawn.
 */
const observeShownRect: typeof observeElementRect<HTMLElement> = (instance, onRect) =>
  observeElementRect(instance, (rect) => {
    if (rect.height > 0) onRect(rect);
  });

interface TurnVirtualizerOptions {
  turns: readonly Turn[];
  sideBySide: boolean;
  scrollRef: RefObject<HTMLElement | null>;
  /** The list inside the scrolling chat: what lies above it (banner, padding) is measured. */
  listRef: RefObject<HTMLElement | null>;
}

/**
 * The conversation's turns as a virtual list (TanStack Virtual): only those in and near the view
 * are drawn, each measured once drawn. Anchored at the end, as a chat is: turns read before being
 * prepended keep the one in view where it is, and a last turn growing at the bottom stays in view.
 */
export function useTurnVirtualizer({ turns, sideBySide, scrollRef, listRef }: TurnVirtualizerOptions): TurnVirtualizer {
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const margin = listRef.current?.offsetTop ?? 0;
    if (margin !== scrollMargin) setScrollMargin(margin);
  });
  return useVirtualizer<HTMLElement, HTMLDivElement>({
    count: turns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateTurnHeight(turns[index], sideBySide),
    getItemKey: (index) => turns[index]?.key ?? index,
    anchorTo: 'end',
    overscan: OVERSCAN_TURNS,
    scrollMargin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    observeElementRect: observeShownRect,
  });
}
