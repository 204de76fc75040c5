import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import type { PendingFlags } from '#client/features/chat/live/utils/pending-flags';
import { type InFlight, inFlightItems, sideOfInFlight } from '#client/features/chat/turn/utils/in-flight';
import type { Message } from '#shared/api/messages';
import { SIDES, type Side } from '#shared/sides';

/** What one side shows in a turn: its reply (the active version) and anything still to come. */
export interface TurnSide {
  /** a on the left, b on the right (docs/decisions/038-sides.md). */
  side: Side;
  /** The versions shown: the active one (more only in old data that has several). */
  replies: Message[];
  inFlight: InFlight[];
}

/** A user message and what answers it, one entry per side, a's then b's. */
export interface Turn {
  key: string;
  /** Null for what has no user message listed (yet): replies ahead of any, or a send still on its way. */
  user: Message | null;
  sides: TurnSide[];
  /** Every reply to this message, earlier versions too, oldest first: what a version pager counts. */
  allReplies: Message[];
  /**
   * Its fuse (decision 054), no side's: the fused reply shown (the latest) and a fuse still being
   * written, if any.
   */
  fused: Message | null;
  fusing: LiveReplyState | null;
}

/** A reply's side; one stored before sides (none reaches the client since migration 0013) is a's. */
const sideOf = (reply: Pick<Message, 'side'>): Side => reply.side ?? 'a';

/** The replies shown: each side's active ones, else (no version marked) its newest. */
function shownReplies(replies: readonly Message[]): Message[] {
  return SIDES.flatMap((side) => {
    const own = replies.filter((reply) => sideOf(reply) === side);
    const active = own.filter((reply) => reply.active);
    return active.length > 0 ? active : own.slice(-1);
  });
}

function sidesOf(replies: readonly Message[], inFlight: readonly InFlight[]): TurnSide[] {
  return SIDES.flatMap((side) => {
    const own = replies.filter((reply) => sideOf(reply) === side).sort((a, b) => a.id - b.id);
    const coming = inFlight.filter((item) => sideOfInFlight(item) === side);
    return own.length > 0 || coming.length > 0 ? [{ side, replies: own, inFlight: coming }] : [];
  });
}

/**
 * The conversation as turns: each user message with the replies that answer it (by `replyTo`, or
 * for older replies without one, the user message before them), side a's then side b's however
 * they arrived, and the replies in progress of each. A side still awaited with no reply in progress
 * (a pending flag: docs/behaviour.md, States and transitions) waits in the last turn, unless that
 * turn has its reply already (the new message is not listed yet): then, like a reply whose message
 * is not listed, it waits in a turn of its own at the end.
 */
export function groupTurns(
  messages: readonly Message[],
  live: readonly LiveReplyState[],
  responding: PendingFlags,
): Turn[] {
  const turns: { user: Message | null; replies: Message[]; fused: Message[]; live: LiveReplyState[] }[] = [];
  const byUser = new Map<number, (typeof turns)[number]>();
  for (const message of messages) {
    if (message.sender === 'user') {
      const turn = { user: message, replies: [], fused: [], live: [] };
      turns.push(turn);
      byUser.set(message.id, turn);
      continue;
    }
    let turn = (message.replyTo !== null && byUser.get(message.replyTo)) || turns.at(-1);
    if (!turn) {
      turn = { user: null, replies: [], fused: [], live: [] };
      turns.push(turn);
    }
    (message.fused ? turn.fused : turn.replies).push(message);
  }

  const trailing: LiveReplyState[] = [];
  for (const reply of live) (byUser.get(reply.userMessageId)?.live ?? trailing).push(reply);

  const last = turns.at(-1);
  const waitsInLast = (side: Side) => last !== undefined && !last.replies.some((reply) => sideOf(reply) === side);
  const inLast: PendingFlags = {}; // the pending flags the last turn shows
  const atEnd: PendingFlags = {};
  for (const side of SIDES) {
    const awaited = responding[side];
    if (awaited === undefined) continue;
    if (waitsInLast(side)) inLast[side] = awaited;
    else atEnd[side] = awaited;
  }

  const result: Turn[] = turns.map((turn, index) => ({
    key: turn.user ? `turn-${turn.user.id}` : `turn-start-${index}`,
    user: turn.user,
    sides: sidesOf(shownReplies(turn.replies), inFlightItems(turn.live, turn === last ? inLast : {})),
    allReplies: turn.replies,
    fused: turn.fused.findLast((reply) => reply.active) ?? turn.fused.at(-1) ?? null,
    fusing: turn.live.findLast((reply) => reply.side === null) ?? null,
  }));
  const pending = inFlightItems(trailing, atEnd);
  if (pending.length > 0) {
    result.push({
      key: 'turn-pending',
      user: null,
      sides: sidesOf([], pending),
      allReplies: [],
      fused: null,
      fusing: null,
    });
  }
  return result;
}

/**
 * The two replies a turn can compare and vote on: side a's (left) and side b's (right) shown
 * versions, both successful and nothing of either still to come; else null.
 */
export function comparedReplies(turn: Turn): { left: Message; right: Message } | null {
  const [left, right] = SIDES.map((side) => {
    const entry = turn.sides.find((item) => item.side === side);
    const reply = entry?.inFlight.length === 0 ? entry.replies.at(-1) : undefined;
    return reply && !reply.error ? reply : undefined;
  });
  return left && right ? { left, right } : null;
}

/** Whether a message is the turn's own user message or any of its replies (earlier versions too). */
export function holdsMessage(turn: Turn, messageId: number): boolean {
  return (
    turn.user?.id === messageId ||
    turn.fused?.id === messageId ||
    turn.allReplies.some((reply) => reply.id === messageId)
  );
}
