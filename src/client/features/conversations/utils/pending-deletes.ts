import { useSyncExternalStore } from 'react';

/**
 * As long as a toast stays, 5 s (docs/behaviour.md, Constants and limits): the delete waits while
 * its "Undo" can be clicked.
 */
export const UNDO_MS = 5000;

type Commit = (options: { keepalive: boolean }) => void;

const timers = new Map<number, { timer: ReturnType<typeof setTimeout>; commit: Commit }>();
let hidden: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function setHidden(next: ReadonlySet<number>) {
  hidden = next;
  for (const listener of listeners) listener();
}

// A tab closing before the Undo runs out still deletes: the request is sent as the page goes.
function flushAll() {
  for (const [id, entry] of timers) {
    clearTimeout(entry.timer);
    timers.delete(id);
    entry.commit({ keepalive: true });
  }
  window.removeEventListener('pagehide', flushAll);
}

/** Hides the conversation at once and runs `commit` once the Undo has run out (or the page goes). */
export function deferDelete(id: number, commit: Commit, delayMs = UNDO_MS): void {
  if (timers.has(id)) return;
  if (timers.size === 0) window.addEventListener('pagehide', flushAll);
  const timer = setTimeout(() => {
    timers.delete(id);
    if (timers.size === 0) window.removeEventListener('pagehide', flushAll);
    commit({ keepalive: false });
  }, delayMs);
  timers.set(id, { timer, commit });
  setHidden(new Set(hidden).add(id));
}

/** Cancels a delete still waiting; false when it has already been sent. */
export function undoDelete(id: number): boolean {
  const entry = timers.get(id);
  if (!entry) return false;
  clearTimeout(entry.timer);
  timers.delete(id);
  if (timers.size === 0) window.removeEventListener('pagehide', flushAll);
  showAgain(id);
  return true;
}

/** Shows the conversation again (undone, or its delete failed), or forgets it once the list has dropped it. */
export function showAgain(id: number): void {
  if (!hidden.has(id)) return;
  const next = new Set(hidden);
  next.delete(id);
  setHidden(next);
}

/** The conversations deleted but still within their Undo: the lists leave them out. */
export function useHiddenConversations(): ReadonlySet<number> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hidden,
  );
}
