import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Judgement } from '#shared/api/judgements';

export function getConversationJudgements(conversationId: number): Promise<Judgement[]> {
  return getJson<Judgement[]>(`/api/conversations/${conversationId}/judgements`);
}

export const conversationJudgementsQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: queryKeys.judgements(conversationId),
    queryFn: () => getConversationJudgements(conversationId),
  });

/** The latest judge's verdict on each judged turn of the open conversation; nothing is fetched with none open. */
export function useConversationJudgements(conversationId: number | null) {
  return useQuery({ ...conversationJudgementsQueryOptions(conversationId ?? 0), enabled: conversationId !== null });
}
