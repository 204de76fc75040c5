import { useSyncExternalStore } from 'react';
import { useMediaQuery } from '#client/hooks/use-media-query';
import { storageStore } from '#client/lib/storage-store';

export type ReplyLayout = 'side-by-side' | 'stacked';

/** Local storage key of the layout this browser chose. */
export const REPLY_LAYOUT_KEY = 'pairwise-reply-layout';
/** Side by side needs room for two readable columns beside the sidebar. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

const store = storageStore([REPLY_LAYOUT_KEY]);
// The choice when storage is missing or refuses it (privacy modes): kept until the page reloads.
let memory: ReplyLayout = 'side-by-side';

function read(): ReplyLayout {
  try {
    const stored = localStorage.getItem(REPLY_LAYOUT_KEY);
    return stored === 'stacked' || stored === 'side-by-side' ? stored : memory;
  } catch {
    return memory;
  }
}

export function setReplyLayout(layout: ReplyLayout): void {
  try {
    localStorage.setItem(REPLY_LAYOUT_KEY, layout);
  } catch {
    memory = layout;
  }
  store.notify();
}

/** The layout this browser chose for turns asked of both providers (other tabs follow it). */
export function useReplyLayoutChoice(): ReplyLayout {
  return useSyncExternalStore(store.subscribe, read);
}

/** The layout in force: the chosen one on wide screens; below 1,024 px always stacked. */
export function useReplyLayout(): { layout: ReplyLayout; wide: boolean } {
  const choice = useReplyLayoutChoice();
  const wide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  return { layout: wide ? choice : 'stacked', wide };
}
