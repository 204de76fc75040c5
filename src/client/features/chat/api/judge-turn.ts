import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { JudgeBody, Judgement } from '#shared/api/judgements';

export interface JudgeTurnInput {
  conversationId: number;
  /** The user message whose two replies are judged. */
  messageId: number;
  /** The connection and model asked to judge. */
  judge: JudgeBody;
}

/** Takes a few seconds: the server asks the judge twice, the answers in opposite orders. */
export function judgeTurn({ messageId, judge }: JudgeTurnInput): Promise<Judgement> {
  return sendJson<Judgement>('POST', `/api/messages/${messageId}/judge`, {
    provider: judge.provider,
    model: judge.model,
  });
}

/** Asks a judge about one turn; its verdict replaces the turn's earlier one in the conversation's judgements. */
export function useJudgeTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: judgeTurn,
    onSuccess: (judgement, { conversationId }) => {
      queryClient.setQueryData<Judgement[]>(queryKeys.judgements(conversationId), (judgements = []) => [
        ...judgements.filter((item) => item.messageId !== judgement.messageId),
        judgement,
      ]);
    },
  });
}
