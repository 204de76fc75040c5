import { Fragment, memo, useState } from 'react';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import { useConnections } from '#client/features/chat/providers/hooks/use-connections';
import { connectionInfo, isDemo, pairNames } from '#client/features/chat/providers/utils/connections';
import type { PriceLookup } from '#client/features/chat/providers/utils/model-prices';
import { DiffText } from '#client/features/chat/turn/components/diff-text';
import { StreamingReply } from '#client/features/chat/turn/components/streaming-reply';
import { TurnCompare } from '#client/features/chat/turn/components/turn-compare';
import { TypingIndicator } from '#client/features/chat/turn/components/typing-indicator';
import { useWordDiff } from '#client/features/chat/turn/hooks/use-word-diff';
import { comparedReplies, type Turn, type TurnSide } from '#client/features/chat/turn/utils/group-turns';
import type { Message } from '#shared/api/messages';
import type { Vote, VoteChoice } from '#shared/api/votes';

interface ChatTurnProps {
  turn: Turn;
  userName: string;
  /** Both sides' replies in two columns, side a's left (wide screens that chose it). */
  sideBySide: boolean;
  priceOf?: PriceLookup;
  /** The vote saved on this turn. */
  vote?: Vote | null;
  /** Given where votes can be cast: saves (or with null clears) the vote on a user message. */
  onVote?(messageId: number, choice: VoteChoice | null): Promise<void>;
  /** One of its messages, marked for a moment (the conversation was opened at it). */
  highlightedId?: number | null;
}

/**
 * One user message and its replies: stacked, side a's then side b's, or side by side; under two
 * successful replies, "Show differences" and "Which is better?", naming the two sides.
 */
export const ChatTurn = memo(function ChatTurn({
  turn,
  userName,
  sideBySide,
  priceOf,
  vote = null,
  onVote,
  highlightedId = null,
}: ChatTurnProps) {
  const [showDiff, setShowDiff] = useState(false);
  const connections = useConnections();
  const compared = comparedReplies(turn);
  const names =
    compared &&
    pairNames(
      { connection: connectionInfo(connections, compared.left.sender), model: compared.left.model },
      { connection: connectionInfo(connections, compared.right.sender), model: compared.right.model },
    );
  const diff = useWordDiff(showDiff && compared !== null, compared?.left.content ?? '', compared?.right.content ?? '');
  const columns = sideBySide && turn.sides.length === 2;
  // A vote judges the exact replies it names (decision 040): on others it asks to be cast again.
  const judged =
    vote !== null &&
    compared !== null &&
    vote.leftReplyId === compared.left.id &&
    vote.rightReplyId === compared.right.id;
  // A demo reply stands in for a model without a key: nothing to judge.
  const votable =
    compared !== null && ![compared.left, compared.right].some((reply) => isDemo(connections, reply.sender));
  const user = turn.user;

  function bodyOf(message: Message) {
    if (diff.status !== 'ready' || !compared) return undefined;
    if (message === compared.left) return <DiffText parts={diff.diff.left} />;
    if (message === compared.right) return <DiffText parts={diff.diff.right} />;
    return undefined;
  }

  const side = ({ replies, inFlight }: TurnSide) => (
    <>
      {replies.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          userName={userName}
          price={priceOf?.(message.sender, message.model) ?? null}
          body={bodyOf(message)}
          highlighted={message.id === highlightedId}
        />
      ))}
      {inFlight.map((item) =>
        item.kind === 'typing' ? (
          <TypingIndicator key={`typing-${item.side}`} provider={item.provider} />
        ) : (
          <StreamingReply key={item.reply.jobId} reply={item.reply} />
        ),
      )}
    </>
  );

  return (
    <>
      {user && <MessageItem message={user} userName={userName} highlighted={user.id === highlightedId} />}
      {columns ? (
        <div data-layout="side-by-side" className="grid grid-cols-2 items-start gap-4">
          {turn.sides.map((item) => (
            <div key={item.side} data-side={item.side} className="flex min-w-0 flex-col gap-6">
              {side(item)}
            </div>
          ))}
        </div>
      ) : (
        turn.sides.map((item) => <Fragment key={item.side}>{side(item)}</Fragment>)
      )}
      {compared && names && (
        <TurnCompare
          names={names}
          diff={diff}
          onDiffChange={setShowDiff}
          vote={
            user && onVote && votable
              ? {
                  choice: judged ? vote.choice : null,
                  withdrawn: vote !== null && !judged,
                  onChoose: (choice) => onVote(user.id, choice),
                }
              : undefined
          }
        />
      )}
    </>
  );
});
