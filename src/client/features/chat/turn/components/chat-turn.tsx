import { Fragment, memo, useState } from 'react';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import { useConnections } from '#client/features/chat/providers/hooks/use-connections';
import { connectionInfo, isDemo, pairNames } from '#client/features/chat/providers/utils/connections';
import type { PriceLookup } from '#client/features/chat/providers/utils/model-prices';
import { DiffText } from '#client/features/chat/turn/components/diff-text';
import { FusedReply } from '#client/features/chat/turn/components/fused-reply';
import { StreamingReply } from '#client/features/chat/turn/components/streaming-reply';
import { TurnCompare } from '#client/features/chat/turn/components/turn-compare';
import { TypingIndicator } from '#client/features/chat/turn/components/typing-indicator';
import { useWordDiff } from '#client/features/chat/turn/hooks/use-word-diff';
import { blindTurn, FUSER_NAME, maskText } from '#client/features/chat/turn/utils/blind';
import { comparedReplies, type Turn, type TurnSide } from '#client/features/chat/turn/utils/group-turns';
import type { JudgeBody, Judgement } from '#shared/api/judgements';
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
  /** Given where votes can be cast: saves (or with null clears) the vote on a user message, cast blind or not. */
  onVote?(messageId: number, choice: VoteChoice | null, blind: boolean): Promise<void>;
  /** The latest judge's verdict on this turn. */
  judgement?: Judgement | null;
  /** A judge asked about this turn has not answered yet. */
  judging?: boolean;
  /** The signed-in user, whose last judge the judge picker offers first. */
  userId?: number | null;
  /** Given where judges can be asked (as `onVote`): asks one about a user message's two replies. */
  onJudge?(messageId: number, judge: JudgeBody): Promise<void>;
  /** "Blind" is on: a turn answered by two sides hides who answered until it is voted on (decision 044). */
  blind?: boolean;
  /** One of its messages, marked for a moment (the conversation was opened at it). */
  highlightedId?: number | null;
}

/**
 * One user message and its replies: stacked, side a's then side b's, or side by side; under two
 * successful replies, "Show differences", "Judge", "Fuse" and "Which is better?", naming the two
 * sides, then a judge's verdict, then the fused answer (decision 054). Shown blind, the sides are
 * "Model A" and "Model B", in an order of the turn's own.
 */
export const ChatTurn = memo(function ChatTurn({
  turn,
  userName,
  sideBySide,
  priceOf,
  vote = null,
  onVote,
  judgement = null,
  judging = false,
  userId = null,
  onJudge,
  highlightedId = null,
  blind = false,
}: ChatTurnProps) {
  const [showDiff, setShowDiff] = useState(false);
  const connections = useConnections();
  const compared = comparedReplies(turn);
  // A demo reply stands in for a model without a key: nothing to judge.
  const votable =
    compared !== null && ![compared.left, compared.right].some((reply) => isDemo(connections, reply.sender));
  const anonymous = blind ? blindTurn(turn, connections, { voted: vote !== null, votable }) : null;
  const names =
    compared &&
    (anonymous
      ? ([anonymous.a.name, anonymous.b.name] as const)
      : pairNames(
          { connection: connectionInfo(connections, compared.left.sender), model: compared.left.model },
          { connection: connectionInfo(connections, compared.right.sender), model: compared.right.model },
        ));
  // A blind turn compares its replies as it shows them: self-names masked.
  const shownText = (reply: Message | undefined) => maskText(reply?.content ?? '', anonymous?.a.mask);
  const diff = useWordDiff(showDiff && compared !== null, shownText(compared?.left), shownText(compared?.right));
  const columns = sideBySide && turn.sides.length === 2;
  // A vote judges the exact replies it names (decision 040): on others it asks to be cast again.
  const judged =
    vote !== null &&
    compared !== null &&
    vote.leftReplyId === compared.left.id &&
    vote.rightReplyId === compared.right.id;
  // A verdict too judges the exact replies it names: on others it says so.
  const judgedEarlier =
    judgement !== null &&
    compared !== null &&
    (judgement.leftReplyId !== compared.left.id || judgement.rightReplyId !== compared.right.id);
  // A fused reply too merged the exact replies it names (decision 054).
  const fusedEarlier =
    turn.fused?.fused !== undefined &&
    compared !== null &&
    (turn.fused.fused.leftReplyId !== compared.left.id || turn.fused.fused.rightReplyId !== compared.right.id);
  const user = turn.user;
  const sides = anonymous?.swapped ? [...turn.sides].reverse() : turn.sides;

  function bodyOf(message: Message) {
    if (diff.status !== 'ready' || !compared) return undefined;
    if (message === compared.left) return <DiffText parts={diff.diff.left} />;
    if (message === compared.right) return <DiffText parts={diff.diff.right} />;
    return undefined;
  }

  const side = ({ side: which, replies, inFlight }: TurnSide) => (
    <>
      {replies.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          userName={userName}
          price={priceOf?.(message.sender, message.model) ?? null}
          body={bodyOf(message)}
          highlighted={message.id === highlightedId}
          replying={inFlight.length > 0}
          anonymous={anonymous?.[which]}
        />
      ))}
      {inFlight.map((item) =>
        item.kind === 'typing' ? (
          <TypingIndicator key={`typing-${item.side}`} provider={item.provider} anonymous={anonymous?.[which]} />
        ) : (
          <StreamingReply key={item.reply.jobId} reply={item.reply} anonymous={anonymous?.[which]} />
        ),
      )}
    </>
  );

  return (
    <>
      {user && <MessageItem message={user} userName={userName} highlighted={user.id === highlightedId} />}
      {columns ? (
        <div data-layout="side-by-side" className="grid grid-cols-2 items-start gap-4">
          {sides.map((item) => (
            <div key={item.side} data-side={item.side} className="flex min-w-0 flex-col gap-6">
              {side(item)}
            </div>
          ))}
        </div>
      ) : (
        sides.map((item) => <Fragment key={item.side}>{side(item)}</Fragment>)
      )}
      {compared && names && (
        <TurnCompare
          names={names}
          swapped={anonymous?.swapped}
          diff={diff}
          onDiffChange={setShowDiff}
          vote={
            user && onVote && votable
              ? {
                  choice: judged ? vote.choice : null,
                  withdrawn: vote !== null && !judged,
                  onChoose: (choice) => onVote(user.id, choice, anonymous !== null),
                }
              : undefined
          }
          judge={
            user && onJudge && votable
              ? { judging, userId, onJudge: (judge) => void onJudge(user.id, judge) }
              : undefined
          }
          fuse={
            user && onJudge && votable
              ? { messageId: user.id, fusing: turn.fusing !== null, fused: turn.fused !== null, userId }
              : undefined
          }
          verdict={judgement && { judgement, earlier: judgedEarlier, mask: anonymous?.a.mask }}
        />
      )}
      <FusedReply
        fused={turn.fused}
        fusing={turn.fusing}
        // In the order the pair is shown.
        names={anonymous?.swapped && names ? [names[1], names[0]] : names}
        earlier={fusedEarlier}
        // Its model may be one of the pair's, and its text quotes both: hidden and masked as theirs are.
        anonymous={anonymous && { name: FUSER_NAME, mask: anonymous.a.mask }}
        userName={userName}
        priceOf={priceOf}
        highlightedId={highlightedId}
      />
    </>
  );
});
