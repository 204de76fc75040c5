import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryKeys } from '#client/lib/query-keys';
import type { Conversation } from '#shared/api/conversations';

/**
 * The conversations this page knows were deleted, or are being deleted, for being left without a
 * message (docs/decisions/049-empty-conversations.md). Back to the / where New Chat showed one then
 * shows a new chat, not "Conversation not found" (chat-selection.tsx); and the live channel of one
 * still on screen closes before the server ends it, so that the browser does not reopen it into a 404.
 */
let discarded: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function update(ids: readonly number[], mark: boolean): void {
  if (ids.length === 0) return;
  const next = new Set(discarded);
  for (const id of ids) {
    if (mark) next.add(id);
    else next.delete(id);
  }
  discarded = next;
  for (const listener of listeners) listener();
}

export function wasDiscarded(id: number): boolean {
  return discarded.has(id);
}

/** Whether conversation `id` is discarded, kept current. */
export function useDiscarded(id: number | null): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => id !== null && discarded.has(id),
  );
}

/** Being deleted: from now on the address of / no longer names them, and their live channels close. */
export function markDiscarded(ids: readonly number[]): void {
  update(ids, true);
}

/** The server kept them after all (a message came first, or the request failed): conversations like any other again. */
export function unmarkDiscarded(ids: readonly number[]): void {
  update(ids, false);
}

/**
 * Deleted: gone from the cached list at once, and their messages dropped unless still on screen (a
 * New Conversation from the one shown, which is leaving it), where they would be read again.
 */
export function forgetDiscarded(queryClient: QueryClient, ids: readonly number[]): void {
  if (ids.length === 0) return;
  markDiscarded(ids);
  for (const id of ids) queryClient.removeQueries({ queryKey: queryKeys.messages(id), type: 'inactive' });
  queryClient.setQueryData<Conversation[]>(queryKeys.conversations, (list) =>
    list?.filter((item) => !discarded.has(item.id)),
  );
}
