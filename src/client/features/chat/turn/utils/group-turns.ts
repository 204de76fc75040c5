import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { type InFlight, inFlightItems } from '#client/features/chat/turn/utils/in-flight';
import type { Message } from '#shared/api/messages';
import { PROVIDERS, type Provider } from '#shared/constants';

/** What one provider shows in a turn: its reply (the active version) and anything still to come. */
export interface TurnSide {
  sender: Message['sender'];
  /** The versions shown: the active one (more only in old data that has several). */
  replies: Message[];
  inFlight: InFlight[];
}

/** A user message and what answers it, one side per provider, OpenAI's then Claude's. */
export interface Turn {
  key: string;
  /** Null for what has no user message listed (yet): replies ahead of any, or a send still on its way. */
  user: Message | null;
  sides: TurnSide[];
  /** Every reply to this message, earlier versions too, oldest first: what a version pager counts. */
  allReplies: Message[];
}

const rank = (sender: string) => {
  const index = PROVIDERS.indexOf(sender as Provider);
  return index === -1 ? PROVIDERS.length : index;
};

/** The replies shown: each sender's active ones, else (no version marked) its newest. */
function shownReplies(replies: readonly Message[]): Message[] {
  const senders = [...new Set(replies.map((reply) => reply.sender))];
  return senders.flatMap((sender) => {
    const own = replies.filter((reply) => reply.sender === sender);
    const active = own.filter((reply) => reply.active);
    return active.length > 0 ? active : own.slice(-1);
  });
}

function sidesOf(replies: readonly Message[], inFlight: readonly InFlight[]): TurnSide[] {
  const senderOf = (item: InFlight) => (item.kind === 'typing' ? item.provider : item.reply.provider);
  const senders = new Set<string>([...replies.map((reply) => reply.sender), ...inFlight.map(senderOf)]);
  return [...senders]
    .sort((a, b) => rank(a) - rank(b))
    .map((sender) => ({
      sender: sender as Message['sender'],
      replies: replies.filter((reply) => reply.sender === sender).sort((a, b) => a.id - b.id),
      inFlight: inFlight.filter((item) => senderOf(item) === sender),
    }));
}

/**
 * The conversation as turns: each user message with the replies that answer it (by `replyTo`, or
 * for older replies without one, the user message before them), in the fixed order OpenAI then
 * Claude however they arrived, and the replies in progress of each. A provider still awaited with
 * no reply in progress (a pending flag: docs/behaviour.md, States and transitions) waits in the
 * last turn, unless that turn has its reply already (the new message is not listed yet): then, like
 * a reply whose message is not listed, it waits in a turn of its own at the end.
 */
export function groupTurns(
  messages: readonly Message[],
  live: readonly LiveReplyState[],
  responding: Record<Provider, boolean>,
): Turn[] {
  const turns: { user: Message | null; replies: Message[]; live: LiveReplyState[] }[] = [];
  const byUser = new Map<number, (typeof turns)[number]>();
  for (const message of messages) {
    if (message.sender === 'user') {
      const turn = { user: message, replies: [], live: [] };
      turns.push(turn);
      byUser.set(message.id, turn);
      continue;
    }
    let turn = (message.replyTo !== null && byUser.get(message.replyTo)) || turns.at(-1);
    if (!turn) {
      turn = { user: null, replies: [], live: [] };
      turns.push(turn);
    }
    turn.replies.push(message);
  }

  const trailing: LiveReplyState[] = [];
  for (const reply of live) (byUser.get(reply.userMessageId)?.live ?? trailing).push(reply);

  const last = turns.at(-1);
  const idle = { openai: false, claude: false };
  const waitsInLast = (provider: Provider) =>
    last !== undefined && !last.replies.some((reply) => reply.sender === provider);
  const inLast = { ...idle }; // the pending flags the last turn shows
  const atEnd = { ...idle };
  for (const provider of PROVIDERS) {
    if (!responding[provider]) continue;
    if (waitsInLast(provider)) inLast[provider] = true;
    else atEnd[provider] = true;
  }

  const result: Turn[] = turns.map((turn, index) => ({
    key: turn.user ? `turn-${turn.user.id}` : `turn-start-${index}`,
    user: turn.user,
    sides: sidesOf(shownReplies(turn.replies), inFlightItems(turn.live, turn === last ? inLast : idle)),
    allReplies: turn.replies,
  }));
  const pending = inFlightItems(trailing, atEnd);
  if (pending.length > 0) result.push({ key: 'turn-pending', user: null, sides: sidesOf([], pending), allReplies: [] });
  return result;
}

/**
 * The two replies a turn can compare and vote on: OpenAI's and Claude's shown versions, both
 * successful and nothing of either still to come; else null.
 */
export function comparedReplies(turn: Turn): { left: Message; right: Message } | null {
  const [left, right] = PROVIDERS.map((provider) => {
    const side = turn.sides.find((item) => item.sender === provider);
    const reply = side?.inFlight.length === 0 ? side.replies.at(-1) : undefined;
    return reply && !reply.error ? reply : undefined;
  });
  return left && right ? { left, right } : null;
}

/** Whether a message is the turn's own user message or any of its replies (earlier versions too). */
export function holdsMessage(turn: Turn, messageId: number): boolean {
  return turn.user?.id === messageId || turn.allReplies.some((reply) => reply.id === messageId);
}
