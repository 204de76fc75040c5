import { useEffect } from 'react';
import type { TurnVirtualizer } from '#client/features/chat/window/hooks/use-turn-virtualizer';

/** Turns still above the view when the next older page is asked for: it comes before they run out. */
const LOAD_AHEAD_TURNS = 3;

/** The older pages of a conversation: whether any is left, and reading the next. */
export interface HistoryPaging {
  hasOlder: boolean;
  loading: boolean;
  failed: boolean;
  loadOlder(): Promise<void>;
}

/**
 * Reads the next older page as the view nears the first turn loaded: when the person has scrolled
 * up there, or when the turns loaded do not fill the view. Not before the conversation is placed
 * (it opens at its newest turn), and not again after a failure (the status offers to try again).
 */
export function useLoadOlderAtTop(
  virtualizer: TurnVirtualizer,
  history: HistoryPaging | undefined,
  { placed, following }: { placed: boolean; following: boolean },
): void {
  const first = virtualizer.calculateRange()?.startIndex ?? null;
  const fills = virtualizer.getTotalSize() + virtualizer.options.scrollMargin > (virtualizer.scrollRect?.height ?? 0);
  const wanted = placed && first !== null && first <= LOAD_AHEAD_TURNS && !(following && fills);
  const ready = history?.hasOlder === true && !history.loading && !history.failed;
  const loadOlder = history?.loadOlder;
  useEffect(() => {
    if (wanted && ready) void loadOlder?.();
  }, [wanted, ready, loadOlder]);
}
