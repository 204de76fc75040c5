import { onBranchShown, withoutBranchLeft } from '#client/features/chat/history/utils/branches';
import { EVERY_TURN, inRange, leavesGap, type TurnRange } from '#client/features/chat/history/utils/message-pages';
import type { Message } from '#shared/api/messages';

// Messages reach a conversation's cache as pages fetched from the server, and one by one from live
// events and the app's own changes. A fetch tells how the turns it covers stood when it set out;
// what the cache heard after that is newer. One counter orders both.
let clock = 0;
/** When each message was last heard of other than by a fetch, by id. */
const heardAt = new Map<number, number>();
const fetches = new WeakMap<readonly Message[], { startedAt: number; range: TurnRange }>();
const HEARD_KEPT = 10_000;

/** Call as a fetch of a conversation's messages sets out; give its answer to `asFetched`. */
export function fetchStarted(): number {
  return ++clock;
}

/**
 * Marks a fetched list with when its fetch set out and which turns it covers: written to the
 * cache, it replaces what is there of those turns.
 */
export function asFetched(messages: Message[], startedAt: number, range: TurnRange = EVERY_TURN): Message[] {
  fetches.set(messages, { startedAt, range });
  return messages;
}

/**
 * Merges messages into a conversation's list: one per id (the newer copy wins), oldest first. A
 * reply version coming in as the one shown makes the other versions of its turn and provider not
 * shown, as the server does when it stores or chooses one.
 */
export function mergeMessages(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return existing as Message[];
  const byId = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const incomingIds = new Set(incoming.map((message) => message.id));
  for (const shown of incoming) {
    if (shown.sender === 'user' || shown.replyTo === null || !shown.active) continue;
    for (const [id, other] of byId) {
      const sibling = other.sender === shown.sender && other.replyTo === shown.replyTo;
      if (sibling && other.active && !incomingIds.has(id)) byId.set(id, { ...other, active: false });
    }
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Merges messages heard of now (a live event, the app's own change): a fetch that set out before
 * keeps them. A question heard in another version than the one cached takes the branch cached with
 * it, and a reply to a question off the branch shown is left out (decision 055).
 */
export function mergeHeard(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  const kept = withoutBranchLeft(existing, incoming);
  const heard = onBranchShown(kept, incoming);
  const now = ++clock;
  for (const message of heard) {
    heardAt.delete(message.id);
    heardAt.set(message.id, now);
  }
  for (const id of heardAt.keys()) {
    if (heardAt.size <= HEARD_KEPT) break;
    heardAt.delete(id);
  }
  return mergeMessages(kept, heard);
}

/**
 * What a conversation's cache holds once `next` is written to it. A fetched page replaces what is
 * cached of its turns, so that messages the server removed (an edit) go; the older pages read
 * before stay, unless the page leaves a gap after them. What the cache heard after the fetch set
 * out is newer than it and stays: a reply stored meanwhile, a version chosen meanwhile. Anything
 * else written is merged. The result is marked as settled, so that writing it again changes nothing.
 */
export function updateCachedMessages(cached: readonly Message[], next: readonly Message[]): Message[] {
  const fetch = fetches.get(next);
  if (fetch === undefined) return mergeMessages(cached, next);
  const gap = leavesGap(cached, fetch.range);
  const kept = cached.filter(
    (message) => (heardAt.get(message.id) ?? 0) > fetch.startedAt || (!gap && !inRange(fetch.range, message)),
  );
  return asFetched(mergeMessages(next, kept), clock);
}
