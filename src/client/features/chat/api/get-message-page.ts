import { type QueryClient, queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { asFetched, fetchStarted, updateCachedMessages } from '#client/features/chat/history/utils/merge-messages';
import { cursorAfterNewest, newestPageRange } from '#client/features/chat/history/utils/message-pages';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { MessagePage } from '#shared/api/message-pages';
import type { Message } from '#shared/api/messages';

export interface MessagePageParams {
  /** The `olderCursor` of the page read before: the turns before it. None: the newest turns. */
  before?: number;
  /** A message the page must reach back to. */
  include?: number;
}

/** GET /api/conversations/{id}/messages: a page of whole turns, oldest first, and where the older ones start. */
export function getMessagePage(
  conversationId: number,
  { before, include }: MessagePageParams = {},
): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (before !== undefined) params.set('before', String(before));
  if (include !== undefined) params.set('include', String(include));
  const query = params.toString();
  return getJson<MessagePage>(`/api/conversations/${conversationId}/messages${query === '' ? '' : `?${query}`}`);
}

/**
 * The newest page, for the conversation's messages query (reaching back to `include` when given). It
 * replaces what is cached of its turns and leaves the older pages read before; where to read older
 * ones from is kept beside it. docs/behaviour.md, Errors and their texts: any failure reads "Failed
 * to fetch messages" in the chat window.
 */
async function getNewestMessages(client: QueryClient, conversationId: number, include?: number): Promise<Message[]> {
  const startedAt = fetchStarted();
  let page: MessagePage;
  try {
    page = await getMessagePage(conversationId, include === undefined ? {} : { include });
  } catch (error) {
    throw new Error('Failed to fetch messages', { cause: error });
  }
  const cached = client.getQueryData<Message[]>(queryKeys.messages(conversationId));
  const range = newestPageRange(page);
  client.setQueryData<number | null>(queryKeys.olderMessages(conversationId), (cursor) =>
    cursorAfterNewest(cursor, cached, page.olderCursor, range),
  );
  return asFetched(page.messages, startedAt, range);
}

/**
 * Reads the conversation again once the question `questionId` heads the branch shown (decision
 * 055): the newest page, reaching back to that question, so that every turn of the branch left
 * goes, however long either branch is, and the question stays where the person was reading.
 */
export async function readBranchShown(client: QueryClient, conversationId: number, questionId: number) {
  const key = queryKeys.messages(conversationId);
  // A read that set out before the server changed branches would bring the branch left back.
  await client.cancelQueries({ queryKey: key });
  const messages = await getNewestMessages(client, conversationId, questionId);
  client.setQueryData<Message[]>(key, (cached) => cached && updateCachedMessages(cached, messages));
}

export const messagesQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: queryKeys.messages(conversationId),
    queryFn: ({ client }) => getNewestMessages(client, conversationId),
    // Replies may have arrived since this conversation was last open (its poll stopped when the
    // user switched away), so opening it again reads it afresh behind the cached messages; what was
    // read within the last second (the chat route's read ahead of the screen) is not read twice.
    staleTime: 1_000,
    // A fetch replaces its turns (an edit removes messages), keeping what live events brought after it set out.
    structuralSharing: (old: unknown, fresh: unknown) =>
      old ? replaceEqualDeep(old, updateCachedMessages(old as Message[], fresh as Message[])) : fresh,
  });

/** The loaded messages of the open conversation, oldest first; nothing is fetched with none open. */
export function useMessages(conversationId: number | null) {
  return useQuery({ ...messagesQueryOptions(conversationId ?? 0), enabled: conversationId !== null });
}
