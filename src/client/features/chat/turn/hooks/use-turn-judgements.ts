import { useCallback, useMemo, useState } from 'react';
import { useConversationJudgements } from '#client/features/chat/api/get-conversation-judgements';
import { useJudgeTurn } from '#client/features/chat/api/judge-turn';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import type { JudgeBody, Judgement } from '#shared/api/judgements';

/** What the turns show of "Judge": each turn's verdict, the turns being judged, and whose last judge to offer. */
export interface TurnJudgements {
  /** The latest judgement of each judged turn, by its user message id. */
  byMessage: ReadonlyMap<number, Judgement>;
  /** The user message ids of the turns whose judge has not answered yet. */
  judging: ReadonlySet<number>;
  /** The signed-in user, whose last judge (kept in this browser) the picker offers first. */
  userId: number | null;
}

const NO_JUDGEMENTS: ReadonlyMap<number, Judgement> = new Map();

/**
 * "Judge" on the open conversation: the turns' verdicts, and `judge(messageId, judge)` to ask a
 * model for one. A failure is said in a toast.
 */
export function useTurnJudgements(conversationId: number | null, userId: number | null) {
  const { data } = useConversationJudgements(conversationId);
  const { mutateAsync: ask } = useJudgeTurn();
  // Held here rather than in the turn: a turn scrolled out of view and back still shows it judging.
  const [judging, setJudging] = useState<ReadonlySet<number>>(() => new Set());
  const byMessage = useMemo(
    () => (data ? new Map(data.map((judgement) => [judgement.messageId, judgement])) : NO_JUDGEMENTS),
    [data],
  );
  const judgements = useMemo<TurnJudgements>(() => ({ byMessage, judging, userId }), [byMessage, judging, userId]);

  const toggle = useCallback(
    (messageId: number, on: boolean) =>
      setJudging((ids) => {
        const next = new Set(ids);
        if (on) next.add(messageId);
        else next.delete(messageId);
        return next;
      }),
    [],
  );

  // Stable, so that the turns above the one streaming are not drawn again for it.
  const judge = useCallback(
    async (messageId: number, judge: JudgeBody): Promise<void> => {
      if (conversationId === null) return;
      toggle(messageId, true);
      try {
        await ask({ conversationId, messageId, judge });
      } catch (error) {
        toast({
          title: 'Not judged',
          description: errorText(error, 'server', 'The judge could not be asked. Try again.'),
          variant: 'destructive',
        });
      } finally {
        toggle(messageId, false);
      }
    },
    [conversationId, ask, toggle],
  );

  return { judgements, judge };
}
