import type { MessagePage } from '#shared/api/message-pages';
import type { Message } from '#shared/api/messages';

/**
 * The turn a message belongs to, as the server pages history: its user message's id. A reply names
 * it (every version of it, however new its own id); a user message, or an old reply stored without
 * it, is placed by its own id, after the user message it answers.
 */
export const turnOf = (message: Pick<Message, 'id' | 'replyTo'>): number => message.replyTo ?? message.id;

/** The turns a fetch of history covers: `from` (0 for the very start) up to, not including, `to`. */
export interface TurnRange {
  from: number;
  to: number;
}

export const EVERY_TURN: TurnRange = { from: 0, to: Number.POSITIVE_INFINITY };

/** What a page answered with `olderCursor` covers, read with `before` (none for the newest page). */
export function pageRange(olderCursor: number | null, before?: number): TurnRange {
  return { from: olderCursor ?? 0, to: before ?? Number.POSITIVE_INFINITY };
}

/**
 * What a newest page covers: its turns, and every turn from the first version of each edited
 * question it holds (decision 055). What is cached there and not in the page belongs to a branch
 * no longer shown (its turns come after that version), so it goes as the page's own turns do.
 */
export function newestPageRange({ messages, olderCursor }: MessagePage): TurnRange {
  let from = olderCursor ?? 0;
  for (const message of messages) from = Math.min(from, message.branchIds?.[0] ?? from);
  return { from, to: Number.POSITIVE_INFINITY };
}

export function inRange(range: TurnRange, message: Pick<Message, 'id' | 'replyTo'>): boolean {
  const turn = turnOf(message);
  return turn >= range.from && turn < range.to;
}

/**
 * A newest page that does not reach what is cached (more turns came than a page holds while this
 * tab heard nothing): what is cached before it can no longer be joined to it without a hole.
 */
export function leavesGap(cached: readonly Message[], range: TurnRange): boolean {
  if (range.to !== Number.POSITIVE_INFINITY || range.from === 0) return false;
  return !cached.some((message) => message.sender === 'user' && message.id >= range.from);
}

/**
 * Where older pages are read from once the newest page is fetched (undefined: not known yet; null:
 * nothing older). It stays where the person has read back to, unless the new page starts further
 * back, or leaves a gap after what is cached. `range`: what the page replaces, when more than its
 * own turns (newestPageRange).
 */
export function cursorAfterNewest(
  cursor: number | null | undefined,
  cached: readonly Message[] | undefined,
  olderCursor: number | null,
  range: TurnRange = pageRange(olderCursor),
): number | null {
  if (olderCursor === null) return null;
  if (cursor === undefined || leavesGap(cached ?? [], range)) return olderCursor;
  return cursor === null ? null : Math.min(cursor, olderCursor);
}

/**
 * The messages of the turns loaded so far: a reply version of an older turn, heard of live or by
 * polling, waits until its turn's page is read, rather than showing in a newer turn.
 */
export function loadedHistory(messages: Message[], cursor: number | null | undefined): Message[] {
  if (cursor === null || cursor === undefined) return messages;
  return messages.some((message) => turnOf(message) < cursor)
    ? messages.filter((message) => turnOf(message) >= cursor)
    : messages;
}
