import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Vote } from '#shared/api/votes';

export function getConversationVotes(conversationId: number): Promise<Vote[]> {
  return getJson<Vote[]>(`/api/conversations/${conversationId}/votes`);
}

export const conversationVotesQueryOptions = (conversationId: number) =>
  queryOptions({ queryKey: queryKeys.votes(conversationId), queryFn: () => getConversationVotes(conversationId) });

/** The user's "Which is better?" votes on the open conversation's turns; nothing is fetched with none open. */
export function useConversationVotes(conversationId: number | null) {
  return useQuery({ ...conversationVotesQueryOptions(conversationId ?? 0), enabled: conversationId !== null });
}
