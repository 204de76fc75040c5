import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { getMessagePage } from '#client/features/chat/api/get-message-page';
import { asFetched, fetchStarted, updateCachedMessages } from '#client/features/chat/history/utils/merge-messages';
import { pageRange } from '#client/features/chat/history/utils/message-pages';
import { queryKeys } from '#client/lib/query-keys';
import type { Message } from '#shared/api/messages';

interface Status {
  conversationId: number | null;
  loading: boolean;
  failed: boolean;
}

const IDLE: Status = { conversationId: null, loading: false, failed: false };

/**
 * Where the conversation's older pages start: written beside its messages by each fetch of them,
 * read here (never fetched on its own). Undefined until the first page is read.
 */
export function useOlderCursor(conversationId: number | null): number | null | undefined {
  const { data } = useQuery<number | null>({
    queryKey: queryKeys.olderMessages(conversationId ?? 0),
    queryFn: skipToken,
  });
  return conversationId === null ? null : data;
}

/**
 * The open conversation's older pages, read as the person scrolls up (one at a time), or back to a
 * message it should open at. Each page joins the messages query's list, whose shape the live
 * channel, polling and every change already write to.
 */
export function useOlderMessages(conversationId: number | null) {
  const queryClient = useQueryClient();
  const cursor = useOlderCursor(conversationId);
  const [status, setStatus] = useState<Status>(IDLE);
  const busy = useRef<number | null>(null);

  /** Reads the next older page (back to `include`'s turn at least); false when it could not start. */
  const load = useCallback(
    async (include?: number): Promise<boolean> => {
      if (conversationId === null || busy.current === conversationId) return false;
      const cursorKey = queryKeys.olderMessages(conversationId);
      const before = queryClient.getQueryData<number | null>(cursorKey);
      if (before === null || before === undefined) return false;
      busy.current = conversationId;
      setStatus({ conversationId, loading: true, failed: false });
      const startedAt = fetchStarted();
      try {
        const page = await getMessagePage(conversationId, { before, include });
        const key = queryKeys.messages(conversationId);
        // Unless the newest page was read again meanwhile and left a gap: then this one no longer joins the list.
        if (queryClient.getQueryData(cursorKey) === before && queryClient.getQueryData(key) !== undefined) {
          const fetched = asFetched(page.messages, startedAt, pageRange(page.olderCursor, before));
          queryClient.setQueryData<number | null>(cursorKey, page.olderCursor);
          queryClient.setQueryData<Message[]>(key, (cached) => cached && updateCachedMessages(cached, fetched));
        }
        setStatus(IDLE);
      } catch (error) {
        console.warn('Loading earlier messages failed', error);
        setStatus({ conversationId, loading: false, failed: true });
      } finally {
        busy.current = null;
      }
      return true;
    },
    [conversationId, queryClient],
  );

  const loadThrough = useCallback(
    async (messageId: number): Promise<'loaded' | 'missing' | 'busy'> => {
      const cursorKey = queryKeys.olderMessages(conversationId ?? 0);
      let before = queryClient.getQueryData<number | null>(cursorKey);
      if (!(await load(messageId))) return 'busy';
      for (;;) {
        const loaded = queryClient.getQueryData<Message[]>(queryKeys.messages(conversationId ?? 0));
        if (loaded?.some((message) => message.id === messageId)) return 'loaded';
        // The server holds a page to a size, and may stop short of the message: it is further back
        // while its id is older than the turns read (a message's turn is never newer than its id).
        const cursor = queryClient.getQueryData<number | null>(cursorKey);
        const movedOn = typeof cursor === 'number' && typeof before === 'number' && cursor < before;
        if (!movedOn || messageId >= cursor || !(await load(messageId))) return 'missing';
        before = cursor;
      }
    },
    [load, queryClient, conversationId],
  );

  const current = status.conversationId === conversationId ? status : IDLE;
  return {
    /** Some turns before the loaded ones are still to be read. */
    hasOlder: cursor !== null && cursor !== undefined,
    cursor,
    loading: current.loading,
    failed: current.failed,
    loadOlder: useCallback(async () => {
      await load();
    }, [load]),
    /**
     * Reads back to the turn of a message not loaded yet; 'missing' when it is in no page (another
     * conversation's, or removed), 'busy' when another page was being read.
     */
    loadThrough,
  };
}
