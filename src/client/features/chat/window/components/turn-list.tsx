import type { RefObject } from 'react';
import type { PriceLookup } from '#client/features/chat/providers/utils/model-prices';
import { ChatTurn } from '#client/features/chat/turn/components/chat-turn';
import { holdsMessage, type Turn } from '#client/features/chat/turn/utils/group-turns';
import type { TurnVirtualizer } from '#client/features/chat/window/hooks/use-turn-virtualizer';
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
  /** "Blind" is on (decision 044). */
  blind: boolean;
  /** A message to mark briefly (the one the conversation was opened at). */
  highlightedId: number | null;
}

/** The turns in and near the view, each where the whole list would put it; the rest is empty room. */
export function TurnList({ listRef, virtualizer, turns, votes, onVote, highlightedId, ...shared }: TurnListProps) {
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
              highlightedId={highlightedId !== null && holdsMessage(turn, highlightedId) ? highlightedId : null}
              {...shared}
            />
          </div>
        );
      })}
    </div>
  );
}
