import type { Message } from '#shared/api/messages';
import type { Provider } from '#shared/constants';
import { PROVIDER_SIDES } from '#shared/models';
import { SIDES, type Side } from '#shared/sides';

/**
 * aiResponding (docs/behaviour.md, Entities): the sides that still owe a reply, each with the
 * connection asked there (what its typing indicator names). A side answered is left out.
 */
export type PendingFlags = Partial<Record<Side, string>>;

/** A side asked, and the connection that answers for it. */
export interface AskedSide {
  side: Side;
  provider: string;
}

/** The part of the chat state that sending and polling move (docs/behaviour.md, States and transitions). */
export interface PendingState {
  pending: PendingFlags;
  /** The highest message id seen: where the next poll starts. */
  lastSeenId: number;
}

export const idleState: PendingState = { pending: {}, lastSeenId: 0 };

type Seen = Pick<Message, 'id' | 'side'>;

export function highestId(messages: readonly Pick<Message, 'id'>[], floor = 0): number {
  return messages.reduce((highest, message) => Math.max(highest, message.id), floor);
}

export function anyPending(pending: PendingFlags): boolean {
  return SIDES.some((side) => pending[side] !== undefined);
}

/**
 * The sides a send asked, from the connections the server says it asked (side a first): through
 * `contestants` in that order, through SPEC's `models` each on its own side (openai a, claude b).
 */
export function askedSides(modelsQueried: readonly string[], viaContestants: boolean): AskedSide[] {
  if (viaContestants)
    return modelsQueried.slice(0, SIDES.length).map((provider, index) => ({ side: SIDES[index] as Side, provider }));
  return modelsQueried.flatMap((provider) =>
    Object.hasOwn(PROVIDER_SIDES, provider) ? [{ side: PROVIDER_SIDES[provider as Provider], provider }] : [],
  );
}

/** A reply clears its side's flag; user messages change nothing. */
export function clearRepliedFlags(pending: PendingFlags, messages: readonly Pick<Message, 'side'>[]): PendingFlags {
  const next = { ...pending };
  for (const message of messages) if (message.side) delete next[message.side];
  return next;
}

function withAsked(pending: PendingFlags, asked: readonly AskedSide[]): PendingFlags {
  const next = { ...pending };
  for (const { side, provider } of asked) next[side] = provider;
  return next;
}

/**
 * Messages seen by a poll or by a refetch of the conversation: those newer than the last seen id
 * clear their side's flag, and the last seen id moves up to the newest.
 */
export function observeMessages<T extends PendingState>(state: T, messages: readonly Seen[]): T {
  const fresh = messages.filter((message) => message.id > state.lastSeenId);
  if (fresh.length === 0) return state;
  return { ...state, pending: clearRepliedFlags(state.pending, fresh), lastSeenId: highestId(fresh, state.lastSeenId) };
}

/**
 * A successful send: the sides asked become pending. A reply already known (a refetch can overtake
 * the chat answer) clears its flag at once, so no indicator waits for a poll that would never
 * return that reply again.
 */
export function markSent<T extends PendingState>(
  state: T,
  asked: readonly AskedSide[],
  userMessageId: number,
  known: readonly Seen[] = [],
): T {
  const replies = known.filter((message) => message.id > userMessageId);
  return {
    ...state,
    pending: clearRepliedFlags(withAsked(state.pending, asked), replies),
    lastSeenId: highestId(known, Math.max(state.lastSeenId, userMessageId)),
  };
}

/**
 * Replies in progress when the live channel was lost, or asked again from a message: awaited as a
 * send's are, so their typing indicators show and the poll runs until they are stored.
 */
export function awaitReplies<T extends PendingState>(state: T, asked: readonly AskedSide[]): T {
  if (asked.length === 0) return state;
  return { ...state, pending: withAsked(state.pending, asked) };
}

/** A failed send: typing off, every flag cleared. */
export function clearAllFlags<T extends PendingState>(state: T): T {
  return { ...state, pending: {} };
}
