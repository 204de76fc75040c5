import type { Message } from '#shared/api/messages';
import { isProvider, PROVIDERS, type Provider } from '#shared/constants';

/** aiResponding (docs/behaviour.md, Entities): which providers still owe a reply. */
export type PendingFlags = Partial<Record<Provider, boolean>>;

/** The part of the chat state that sending and polling move (docs/behaviour.md, States and transitions). */
export interface PendingState {
  pending: PendingFlags;
  /** The highest message id seen: where the next poll starts. */
  lastSeenId: number;
}

export const idleState: PendingState = { pending: {}, lastSeenId: 0 };

type Seen = Pick<Message, 'id' | 'sender'>;

export function highestId(messages: readonly Pick<Message, 'id'>[], floor = 0): number {
  return messages.reduce((highest, message) => Math.max(highest, message.id), floor);
}

/** aiResponding (docs/behaviour.md, Entities): every provider, true while its reply is awaited. */
export function respondingMap(pending: PendingFlags): Record<Provider, boolean> {
  return { openai: pending.openai === true, claude: pending.claude === true };
}

export function anyPending(pending: PendingFlags): boolean {
  return PROVIDERS.some((provider) => pending[provider]);
}

/** A reply from openai or claude clears that provider's flag; other senders change nothing. */
export function clearRepliedFlags(pending: PendingFlags, messages: readonly Seen[]): PendingFlags {
  const next = { ...pending };
  for (const message of messages) if (isProvider(message.sender)) next[message.sender] = false;
  return next;
}

/**
 * Messages seen by a poll or by a refetch of the conversation: those newer than the last seen id
 * clear their provider's flag, and the last seen id moves up to the newest.
 */
export function observeMessages<T extends PendingState>(state: T, messages: readonly Seen[]): T {
  const fresh = messages.filter((message) => message.id > state.lastSeenId);
  if (fresh.length === 0) return state;
  return { ...state, pending: clearRepliedFlags(state.pending, fresh), lastSeenId: highestId(fresh, state.lastSeenId) };
}

/**
 * A successful send: the queried providers become pending. A reply already known (a refetch can
 * overtake the chat answer) clears its flag at once, so no indicator waits for a poll that would
 * never return that reply again.
 */
export function markSent<T extends PendingState>(
  state: T,
  modelsQueried: readonly Provider[],
  userMessageId: number,
  known: readonly Seen[] = [],
): T {
  const pending = { ...state.pending };
  for (const provider of modelsQueried) pending[provider] = true;
  const replies = known.filter((message) => message.id > userMessageId);
  return {
    ...state,
    pending: clearRepliedFlags(pending, replies),
    lastSeenId: highestId(known, Math.max(state.lastSeenId, userMessageId)),
  };
}

/**
 * Replies in progress when the live channel was lost: awaited as a send's are, so their typing
 * indicators show and the poll runs until they are stored.
 */
export function awaitReplies<T extends PendingState>(state: T, providers: readonly Provider[]): T {
  if (providers.length === 0) return state;
  const pending = { ...state.pending };
  for (const provider of providers) pending[provider] = true;
  return { ...state, pending };
}

/** A failed send: typing off, every flag cleared. */
export function clearAllFlags<T extends PendingState>(state: T): T {
  return { ...state, pending: {} };
}
