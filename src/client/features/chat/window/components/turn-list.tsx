import type { RefObject } from 'react';
import type { PriceLookup } from '#client/features/chat/providers/utils/model-prices';
import { ChatTurn } from '#client/features/chat/turn/components/chat-turn';
import type { TurnJudgements } from '#client/features/chat/turn/hooks/use-turn-judgements';
import { holdsMessage, type Turn } from '#client/features/chat/turn/utils/group-turns';
import type { TurnVirtualizer } from '#client/features/chat/window/hooks/use-turn-virtualizer';
import type { JudgeBody } from '#shared/api/judgements';
import type { Vote, VoteChoice } from '#shared/api/votes';

interface TurnListProps {
  listRef: RefObject<HTMLDivElement | null>;
  virtualizer: TurnVirtualizer;
  turns: readonly Turn[];
  userName: string;
  sideBySide: boolean;
  priceOf?: PriceLookup;
  votes: ReadonlyMap<number, Vote>;
  onVote?(messageId: number, choice: VoteChoice | null, blind: boolean): Promise<void>;
  judgements: TurnJudgements;
  onJudge?(messageId: number, judge: JudgeBody): Promise<void>;
  /** "Blind" is on (decision 044). */
  blind: boolean;
  /** A message to mark briefly (the one the conversation was opened at). */
  highlightedId: number | null;
}

/** The turns in and near the view, each where the whole list would put it; the rest is empty room. */
export function TurnList(props: TurnListProps) {
  const { listRef, virtualizer, turns, votes, onVote, judgements, onJudge, highlightedId, ...shared } = props;
  const margin = virtualizer.options.scrollMargin;
  return (
    <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const turn = turns[item.index];
        if (!turn) return null;
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            data-turn
            className="absolute inset-x-0 top-0 flex flex-col gap-6 pb-6"
            style={{ transform: `translateY(${item.start - margin}px)` }}
          >
            <ChatTurn
              turn={turn}
              vote={turn.user ? (votes.get(turn.user.id) ?? null) : null}
              onVote={onVote}
              judgement={turn.user ? (judgements.byMessage.get(turn.user.id) ?? null) : null}
              judging={turn.user ? judgements.judging.has(turn.user.id) : false}
              userId={judgements.userId}
              onJudge={onJudge}
              highlightedId={highlightedId !== null && holdsMessage(turn, highlightedId) ? highlightedId : null}
              {...shared}
            />
          </div>
        );
      })}
    </div>
  );
}
