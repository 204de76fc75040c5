import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { asFetched, fetchStarted, updateCachedMessages } from '#client/features/chat/utils/merge-messages';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Message } from '#shared/api/messages';

/** SPEC §8: any failure reads "Failed to fetch messages" in the chat window. */
export async function getMessages(conversationId: number): Promise<Message[]> {
  const startedAt = fetchStarted();
  try {
    return asFetched(await getJson<Message[]>(`/api/conversations/${conversationId}`), startedAt);
  } catch (error) {
    throw new Error('Failed to fetch messages', { cause: error });
  }
}

export const messagesQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: queryKeys.messages(conversationId),
    queryFn: () => getMessages(conversationId),
    // Replies may have arrived since this conversation was last open (its poll stopped when the
    // user switched away), so opening it again reads it afresh behind the cached messages.
    staleTime: 0,
    // A fetch replaces the list (an edit removes messages), keeping what live events brought after it set out.
    structuralSharing: (old: unknown, fresh: unknown) =>
      old ? replaceEqualDeep(old, updateCachedMessages(old as Message[], fresh as Message[])) : fresh,
  });

/** The messages of the open conversation, oldest first; nothing is fetched with none open. */
export function useMessages(conversationId: number | null) {
  return useQuery({ ...messagesQueryOptions(conversationId ?? 0), enabled: conversationId !== null });
}
